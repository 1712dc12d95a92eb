// 1.286, 1.289: the director weighs raising or turning a wind by the dispersible zones it would newly reach: a foe's
// fog is worth the concentration that ends with it (at least one per creature of the other side inside), a friend's
// a loss of the same, a cloud that takes a round of wind less than a fog that goes at once, and a zone wind does
// not touch nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { director as turnsDirector } from "../../src/capabilities/zone-turns/director.js";
import { effectWorth } from "../../src/capabilities/zone-wind/director.js";
import type { CombatState } from "../../src/combat/index.js";
import { options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { makeScene } from "../../src/director/scene.js";
import { withGeometry } from "../combat/helpers.js";
import { accept, endUntil, fight, ruleset } from "../spec/fixtures/wind.js";
import { turnIn } from "../support/drive.js";

/** What the wind package adds to casting Gust of Wind from (2, 4) toward `at`. */
function castWorth(s: CombatState, at: [number, number], spell = "gust-of-wind"): number {
  const scene = makeScene(ruleset, s, options(ruleset, s));
  const use = usesOf(ruleset, s, s.combatants["Wizard"]!).find((u) => u.id === `spells/${spell}`)!;
  const option = options(ruleset, s).find((o) => o.id === `use:spells/${spell}`)!;
  return effectWorth(scene, { choice: { option: option.id, at }, option, use, targets: [], steps: 0 });
}

/** The cultist's zone of `spell` on (10, 4), then the wizard's turn. */
function foeZone(spell: string): CombatState {
  const r = accept(fight("Cultist 1", { "Cultist 1": [0, 8] }), { option: `use:spells/${spell}`, at: [10, 4] });
  return endUntil(r, "Wizard").state;
}

describe("director: wind (1.286, 1.289)", () => {
  beforeAll(withGeometry);

  it("a wind that reaches a foe's fog is worth something; one aimed away, nothing", () => {
    const s = foeZone("fog-cloud");
    expect(castWorth(s, [3, 4])).toBeGreaterThan(0);
    expect(castWorth(s, [2, 5])).toBe(0);
    // No zone at all: nothing.
    expect(castWorth(fight("Wizard", { "Cultist 1": [0, 8] }), [3, 4])).toBe(0);
  });

  it("a cloud that takes a round of wind is worth less than a fog that goes at once; Darkness, nothing", () => {
    const fog = castWorth(foeZone("fog-cloud"), [3, 4]);
    const cloud = castWorth(foeZone("stinking-cloud"), [3, 4]);
    expect(cloud).toBeGreaterThan(0);
    expect(cloud).toBeLessThan(fog);
    expect(castWorth(foeZone("darkness"), [3, 4])).toBe(0);
  });

  it("dispersing the side's own fog counts against it", () => {
    const s = accept(fight("Wizard", { "Cultist 1": [0, 8] }), { option: "use:spells/fog-cloud", at: [10, 4] });
    expect(castWorth(turnIn(s.state, "Wizard"), [3, 4], "breeze")).toBeLessThan(0);
  });

  it("turning a wind onto a foe's fog is worth more than turning it elsewhere", () => {
    const s = foeZone("fog-cloud");
    // Blowing south, away from the fog, then turned.
    const g = accept(s, { option: "use:spells/gust-of-wind", at: [2, 5] });
    const state = turnIn(
      g.state,
      "Wizard",
      (x) => (x.combatants["Wizard"]!.budgets = { action: 0, bonus: 1, reaction: 1 }),
    );
    const scene = makeScene(ruleset, state, options(ruleset, state));
    const option = options(ruleset, state).find((o) => o.id === "turn:spells/gust-of-wind")!;
    const part = turnsDirector["zone-turns"]!;
    const cands = part.candidates!(scene, option)!;
    const worth = (at: [number, number]) =>
      part.value!(scene, cands.find((c) => c.choice.at![0] === at[0] && c.choice.at![1] === at[1])!, 0)!;
    expect(worth([3, 4])).toBeGreaterThan(worth([1, 4]));
    expect(worth([3, 4])).toBeGreaterThan(0);
  });
});
