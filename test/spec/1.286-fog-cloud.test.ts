// 1.286 — Fog Cloud, `"obscures": { "dispersed": true }`: a zone whose rules say `disperses: true` (Gust of Wind) ends
// it after every action, where the two meet, together with the concentration that holds it up: a fog cast into the
// wind, a wind cast onto the fog, a wind turned onto it. A wind that does not reach it leaves it be. Without a
// board, the two meet when someone is inside both.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, formatEvent } from "../../src/combat/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { turnOfIn } from "../support/drive.js";
import { accept, caster, endUntil, fight, ruleset, sight, zoneNames } from "./fixtures/wind.js";

const lines = (events: readonly CombatEvent[]) => events.map((e) => formatEvent(e));

/** The cultist's fog on (10, 4), then the wizard's turn. */
function fogged(at: [number, number] = [10, 4]) {
  const r = accept(fight("Cultist 1", { "Cultist 1": [0, 8] }), { option: "use:spells/fog-cloud", at });
  return endUntil(r, "Wizard");
}

describe("1.286 Fog Cloud", () => {
  beforeAll(withGeometry);

  it("a wind cast onto it ends it at once, and the cultist's concentration with it", () => {
    const w = fogged();
    expect(zoneNames(w.state)).toEqual(["Fog Cloud"]);
    expect(w.state.combatants["Cultist 1"]!.concentration?.use).toBe("spells/fog-cloud");
    const r = accept(w.state, { option: "use:spells/gust-of-wind", at: [3, 4] });
    expect(zoneNames(r.state)).toEqual(["Gust of Wind"]);
    expect(r.state.combatants["Cultist 1"]!.concentration).toBeNull();
    expect(of(r.events, "zone").filter((e) => e.what === "end")).toMatchObject([
      { name: "Fog Cloud", why: "dispersed" },
    ]);
    expect(lines(r.events)).toEqual(
      expect.arrayContaining([
        "Wizard's Gust of Wind disperses Cultist 1's Fog Cloud",
        "Cultist 1's Fog Cloud ends (dispersed)",
      ]),
    );
  });

  it("a fog cast into a wind ends as soon as it is cast", () => {
    const g = accept(fight("Wizard", { "Cultist 1": [12, 8] }), { option: "use:spells/gust-of-wind", at: [3, 4] });
    const c = endUntil(g, "Cultist 1");
    const r = accept(c.state, { option: "use:spells/fog-cloud", at: [10, 4] });
    expect(of(r.events, "zone").map((e) => `${e.what} ${e.name}`)).toEqual(["appear Fog Cloud", "end Fog Cloud"]);
    expect(zoneNames(r.state)).toEqual(["Gust of Wind"]);
    expect(r.state.combatants["Cultist 1"]!.concentration).toBeNull();
  });

  it("a wind turned onto it ends it after the turn; a wind that does not reach it leaves it, and it hides", () => {
    const w = fogged([10, 1]);
    // Blowing south along x 2–3 from (2, 4): far from a fog centred on (10, 1).
    const g = accept(w.state, { option: "use:spells/gust-of-wind", at: [2, 5] });
    expect(zoneNames(g.state)).toEqual(["Fog Cloud", "Gust of Wind"]);
    expect(sight(g.state, "Wizard", "Cultist 1")).toBe("clear");
    const hidden = structuredClone(g.state);
    hidden.combatants["Cultist 1"]!.at = [10, 1];
    expect(sight(hidden, "Wizard", "Cultist 1")).toBe("none");
    // Turned north-east, toward the fog.
    const t = accept(g.state, { option: "turn:spells/gust-of-wind", at: [3, 3] });
    expect(zoneNames(t.state)).toEqual(["Gust of Wind"]);
    expect(lines(t.events)).toContain("Wizard's Gust of Wind disperses Cultist 1's Fog Cloud");
  });

  it("without a board, a wind meets the fog when someone is inside both", () => {
    const s = turnOfIn(ruleset, "Cultist 1", { party: [caster], enemies: ["monsters/cultist", "monsters/goblin"] });
    const f = accept(s, { option: "use:spells/fog-cloud", targets: ["Wizard", "Goblin 1"] });
    expect(zoneNames(f.state)).toEqual(["Fog Cloud"]);
    const w = endUntil(f, "Wizard");
    // The wind catches only the cultist: no one is inside both.
    const apart = accept(w.state, { option: "use:spells/gust-of-wind", targets: ["Cultist 1"] });
    expect(zoneNames(apart.state)).toEqual(["Fog Cloud", "Gust of Wind"]);
    // It catches the goblin the fog holds.
    const met = accept(w.state, { option: "use:spells/gust-of-wind", targets: ["Goblin 1"] });
    expect(zoneNames(met.state)).toEqual(["Gust of Wind"]);
  });
});
