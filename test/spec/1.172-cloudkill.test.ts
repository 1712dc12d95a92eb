// 1.172 — Cloudkill: a 20-foot zone of 5d8 poison (Constitution save for half) that catches at the cast, on
// entering and at the start of a turn in it, lasting `rounds` of its caster's turns, the turn of the cast not counted.
import { beforeAll, describe, expect, it } from "vitest";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, catches, endUntil } from "./fixtures/zones.js";

const board = { width: 14, height: 7 };

function cast(spell: string, at: [number, number]) {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 0];
    x.combatants["Goblin 1"]!.at = [9, 3];
    x.combatants["Goblin 1"]!.hp = 400;
  });
  return accept(s, { option: `use:spells/${spell}`, at });
}

describe("1.172 Cloudkill", () => {
  beforeAll(withGeometry);

  it("catches at the cast, counts it as that turn's catch, then catches at the start of the creature's turn", () => {
    const r = cast("cloudkill", [9, 3]);
    expect(of(r.events, "use")[0]!.targets).toEqual(["Goblin 1"]);
    expect(of(r.events, "damage")).toMatchObject([{ who: "Goblin 1", type: "poison" }]);
    expect(catches(r.events)).toEqual([]);
    expect(r.state.zones![0]!.caught).toEqual(["Goblin 1"]);
    const next = endUntil(r, "Goblin 1");
    expect(catches(next.events)).toMatchObject([{ who: "Goblin 1", trigger: "turn-start", name: "Cloudkill" }]);
    expect(of(next.events, "save").filter((e) => e.who === "Goblin 1")).toHaveLength(1);
  });

  it("counts down at the end of its caster's turns, not the turn of the cast", () => {
    const r = cast("cloudkill", [9, 3]);
    const first = endUntil(r, "Wizard");
    expect(first.state.zones![0]!.left).toBe(100);
    const second = endUntil(first, "Wizard");
    expect(second.state.zones![0]!.left).toBe(99);
  });

  it("ends when its rounds are over, and a turn-end trigger resolves before the turn passes on", () => {
    const r = cast("brief-cloud", [9, 3]);
    const first = endUntil(r, "Wizard");
    const goblinEnd = first.events.findIndex((e) => e.t === "end-turn" && e.who === "Goblin 1");
    const caught = first.events.findIndex((e) => e.t === "zone" && e.what === "catch");
    expect(caught).toBeGreaterThan(-1);
    expect(caught).toBeLessThan(goblinEnd);
    expect(first.state.zones).toHaveLength(1);
    const over = accept(first.state, { option: "end" });
    expect(of(over.events, "zone")).toMatchObject([{ what: "end", why: "rounds over" }]);
    expect(over.state.zones).toBeUndefined();
  });
});
