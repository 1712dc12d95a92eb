// 1.182, 1.184: the director weighs a push by where it leaves the foe: out of reach of the decider's side, or inside
// a harmful zone of that side; a friend pushed counts against it. Turning a carried wind (Gust of Wind) is weighed by
// whom it then covers at their turn starts, its push included.
import { beforeAll, describe, expect, it } from "vitest";
import { effectWorth } from "../../src/capabilities/pushes/director.js";
import type { CombatState } from "../../src/combat/index.js";
import { options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import { fighter, withGeometry } from "../combat/helpers.js";
import { accept, caster, ruleset } from "../spec/fixtures/pushes.js";
import { turnOfIn } from "../support/drive.js";

const board = { width: 20, height: 9 };

function placed(at: Record<string, [number, number]>, party = [caster]): CombatState {
  return turnOfIn(ruleset, "Wizard", { party, enemies: ["monsters/goblin"], board }, (s) => {
    for (const [id, cell] of Object.entries(at)) s.combatants[id]!.at = cell;
    s.combatants["Goblin 1"]!.hp = 50;
  });
}

/** What the pushes package adds to Thunderclap (a 10-foot push on a failed save) on those it names. */
function pushWorth(s: CombatState, targets: string[]): number {
  const scene = makeScene(ruleset, s, options(ruleset, s));
  const use = usesOf(ruleset, s, s.combatants["Wizard"]!).find((u) => u.id === "spells/thunderclap")!;
  const option = options(ruleset, s).find((o) => o.id === "use:spells/thunderclap")!;
  return effectWorth(scene, {
    choice: { option: option.id, targets },
    option,
    use,
    targets: targets.map((id) => s.combatants[id]!),
    steps: 0,
  });
}

describe("director: pushes (1.182, 1.184)", () => {
  beforeAll(withGeometry);

  it("a push that takes a foe out of its reach of the side is worth something; one that does not, nothing", () => {
    expect(pushWorth(placed({ Wizard: [2, 4], "Goblin 1": [3, 4] }), ["Goblin 1"])).toBeGreaterThan(0);
    // Pushed from 3 cells to 5 away: out of reach before and after.
    expect(pushWorth(placed({ Wizard: [2, 4], "Goblin 1": [5, 4] }), ["Goblin 1"])).toBe(0);
  });

  it("a push into the side's harmful zone is worth what the zone does there", () => {
    const far = placed({ Wizard: [2, 4], "Goblin 1": [5, 4] });
    const burning = accept(far, { option: "use:spells/searing-ground", at: [7, 4] });
    const s = structuredClone(burning.state);
    s.combatants["Goblin 1"]!.at = [5, 4];
    s.combatants["Wizard"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    s.zones![0]!.caught = [];
    expect(pushWorth(s, ["Goblin 1"])).toBeGreaterThan(0);
  });

  it("a friend pushed counts against it", () => {
    const s = turnOfIn(ruleset, "Wizard", { party: [caster, fighter], enemies: ["monsters/goblin"], board }, (x) => {
      x.combatants["Wizard"]!.at = [2, 4];
      x.combatants["Fighter"]!.at = [3, 4];
      x.combatants["Goblin 1"]!.at = [3, 3];
    });
    expect(pushWorth(s, ["Fighter"])).toBeLessThan(0);
  });

  it("turns Gust of Wind onto the foes it would push at their turn start", () => {
    const s = placed({ Wizard: [2, 4], "Goblin 1": [18, 8] });
    const cast = accept(s, { option: "use:spells/gust-of-wind", at: [3, 4] });
    // The goblin comes up beside the wizard, north, out of the wind.
    const next = structuredClone(cast.state);
    next.combatants["Goblin 1"]!.at = [2, 3];
    const choice = direct(ruleset, next);
    expect(choice).toMatchObject({ option: "turn:spells/gust-of-wind", at: [2, 3] });
  });
});
