// 1.173 — Cloudkill drifting 10 feet: at the start of each of its caster's turns it moves that far in a straight
// line away from its caster, stopping at the edge of the board; whoever it newly covers is caught as `enter` says.
import { beforeAll, describe, expect, it } from "vitest";
import { fighter, of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, zoneEvents } from "./fixtures/zone-moves.js";

const board = { width: 20, height: 7 };

function cast(goblinAt: [number, number], at: [number, number] = [6, 3]) {
  const s = turnOf("Wizard", { party: [caster, fighter], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 3];
    x.combatants["Fighter"]!.at = [0, 6];
    x.combatants["Goblin 1"]!.at = goblinAt;
    x.combatants["Goblin 1"]!.hp = 400;
  });
  return accept(s, { option: "use:spells/cloudkill", at });
}

describe("1.173 Cloudkill drifting", () => {
  beforeAll(withGeometry);

  it("does not drift in the turn it is cast, then drifts 10 feet away from its caster at the start of their turn", () => {
    const r = cast([17, 3]);
    expect(zoneEvents(r.events, "drift")).toEqual([]);
    const next = endUntil(r, "Wizard");
    expect(zoneEvents(next.events, "drift")).toMatchObject([{ from: [6, 3], to: [8, 3], name: "Cloudkill" }]);
    expect(next.state.zones).toMatchObject([{ at: [8, 3] }]);
  });

  it("catches whoever the drift newly covers, as `enter` says", () => {
    // 20 feet is four cells: at (6, 3) it reaches x = 10; drifted to (8, 3) it reaches x = 12.
    const r = cast([12, 3]);
    expect(of(r.events, "use")[0]!.targets).toEqual([]);
    const next = endUntil(r, "Wizard");
    const drift = next.events.findIndex((e) => e.t === "zone" && e.what === "drift");
    expect(zoneEvents(next.events.slice(drift))).toMatchObject([
      { what: "drift" },
      { what: "catch", who: "Goblin 1", trigger: "enter" },
    ]);
    expect(of(next.events.slice(drift), "damage")).toMatchObject([{ who: "Goblin 1", type: "poison" }]);
  });

  it("stops at the edge of the board", () => {
    const r = cast([3, 0], [18, 3]);
    const next = endUntil(r, "Wizard");
    expect(zoneEvents(next.events, "drift")).toMatchObject([{ from: [18, 3], to: [19, 3] }]);
    const after = endUntil(next, "Wizard");
    expect(zoneEvents(after.events, "drift")).toEqual([]);
    expect(after.state.zones).toMatchObject([{ at: [19, 3] }]);
  });
});
