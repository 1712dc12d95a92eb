// 1.286 — Gust of Wind, a zone with `disperses: true`: after every action it ends each zone it reaches whose
// `obscures` says `dispersed`, its own caster's as well as a foe's; it leaves zones that say neither (Web's light
// obscurement, below) alone; and a zone that only disperses needs no trigger (a Breeze: no save, no effect).
import { beforeAll, describe, expect, it } from "vitest";
import { formatEvent, options } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { accept, endUntil, fight, ruleset, zoneNames } from "./fixtures/wind.js";

describe("1.286 Gust of Wind", () => {
  beforeAll(withGeometry);

  it("a wind with no trigger is offered, stays, catches no one, and disperses a fog it reaches", () => {
    const s = fight("Cultist 1", { "Cultist 1": [0, 8] });
    const f = accept(s, { option: "use:spells/fog-cloud", at: [8, 4] });
    const w = endUntil(f, "Wizard");
    const breeze = options(ruleset, w.state).find((o) => o.id === "use:spells/breeze")!;
    expect(breeze.useKind).toBe("utility");
    const r = accept(w.state, { option: "use:spells/breeze", at: [3, 4] });
    expect(zoneNames(r.state)).toEqual(["Breeze"]);
    expect(of(r.events, "save")).toEqual([]);
    expect(r.events.map((e) => formatEvent(e))).toContain("Wizard's Breeze disperses Cultist 1's Fog Cloud");
    // It stays: turns go by and no one is caught.
    const later = endUntil(r, "Wizard");
    expect(zoneNames(later.state)).toEqual(["Breeze"]);
    expect(of(later.events, "zone").filter((e) => e.what === "catch")).toEqual([]);
  });

  it("a wind ends its own side's fog too, and the concentration holding it up", () => {
    const s = fight("Wizard", { "Cultist 1": [0, 8] });
    const f = accept(s, { option: "use:spells/fog-cloud", at: [8, 4] });
    expect(f.state.combatants["Wizard"]!.concentration?.use).toBe("spells/fog-cloud");
    const next = endUntil(endUntil(f, "Cultist 1"), "Wizard");
    const r = accept(next.state, { option: "use:spells/breeze", at: [3, 4] });
    expect(zoneNames(r.state)).toEqual(["Breeze"]);
    expect(r.state.combatants["Wizard"]!.concentration).toBeNull();
    expect(of(r.events, "concentration").filter((e) => e.what === "end")).toMatchObject([
      { who: "Wizard", use: "spells/fog-cloud", why: "dispersed" },
    ]);
  });

  it("leaves a zone whose obscurement says nothing of dispersal", () => {
    const s = fight("Wizard", { "Cultist 1": [0, 8] });
    const web = accept(s, { option: "use:spells/web", at: [8, 4] });
    const next = endUntil(endUntil(web, "Cultist 1"), "Wizard");
    // Web is held up by concentration too: Breeze needs none, so both stay.
    const r = accept(next.state, { option: "use:spells/breeze", at: [3, 4] });
    expect(zoneNames(r.state)).toEqual(["Web", "Breeze"]);
  });
});
