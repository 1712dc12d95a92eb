// 1.264 — Command (halt, approach). "`only` lists everything the turn can contain besides ending it … an empty list
// leaves only ending the turn (Command's halt)"; "`moves: "toward"` walks only closer (Command's approach …)". Any
// other action "is rejected as `compelled`". The bundled SRD's Command and Command (approach), cast by a 3rd-level
// cleric on a goblin across an open board.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { Cell, RulesetDoc } from "../../src/ruleset/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn } from "../support/drive.js";
import { CLERIC, knowing, landing, onBoard, srd } from "./fixtures/compelled.js";

let rules: RulesetDoc;
const GOBLIN = "Goblin 1";
const cleric = () => knowing("cleric-3", ["spells/command", "spells/command-approach"]);

/** The goblin's next turn after the cleric's Command lands on it. */
function commanded(use: string, condition: string, goblinAt: Cell): CombatState {
  const s = onBoard(rules, { party: [cleric()], enemies: ["creatures/goblin"] }, CLERIC, {
    [CLERIC]: [2, 5],
    [GOBLIN]: goblinAt,
  });
  const cast = landing(rules, s, use, [GOBLIN], GOBLIN, condition);
  return endUntilIn(rules, cast, GOBLIN).state;
}

const apart = (a: Cell, b: Cell) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));

describe("1.264 Command (halt): only ending the turn", () => {
  let s: CombatState;
  beforeAll(async () => {
    await withGeometry();
    rules = srd();
    s = commanded("spells/command", "commanded-halt", [4, 5]);
  });

  it("the goblin's menu holds only ending its turn", () => {
    expect(options(rules, s).map((o) => o.id)).toEqual(["end"]);
  });

  it("walking or striking is rejected as compelled, the state untouched", () => {
    const before = JSON.stringify(s);
    const walk = choose(rules, s, { option: "move", at: [6, 5] });
    expect("rejected" in walk && walk.rejected).toMatchObject({ code: "compelled" });
    const strike = choose(rules, s, { option: "use:action:shortbow", targets: [CLERIC] });
    expect("rejected" in strike && strike.rejected.code).toBe("compelled");
    expect(JSON.stringify(s)).toBe(before);
  });

  it("the director ends the turn, and the command is over with it", () => {
    expect(direct(rules, s)).toEqual({ option: "end" });
    const after = acceptIn(rules, s, { option: "end" });
    expect(after.state.combatants[GOBLIN]!.conditions.map((c) => c.id)).not.toContain("commanded-halt");
  });
});

describe("1.264 Command (approach): walks only closer", () => {
  let s: CombatState;
  const from: Cell = [12, 5];
  beforeAll(async () => {
    await withGeometry();
    rules = srd();
    s = commanded("spells/command-approach", "commanded-approach", from);
  });

  it("offers only walks that end closer, and Dash", () => {
    const menu = options(rules, s);
    expect(menu.map((o) => o.id).sort()).toEqual(["end", "move", "std:dash@action"]);
    const cells = menu.find((o) => o.kind === "move")!.cells!;
    expect(cells.length).toBeGreaterThan(0);
    const cleric = s.combatants[CLERIC]!.at!;
    expect(cells.every((c) => apart(c, cleric) < apart(from, cleric))).toBe(true);
  });

  it("never steps farther on the way, and a walk away is rejected as compelled", () => {
    const cleric = s.combatants[CLERIC]!.at!;
    const r = acceptIn(rules, s, { option: "move", at: [7, 5] });
    const walk = r.events.find((e) => e.t === "move")!;
    const path = walk.t === "move" ? walk.path : [];
    for (let i = 1; i < path.length; i++)
      expect(apart(path[i]!, cleric)).toBeLessThanOrEqual(apart(path[i - 1]!, cleric));
    const away = choose(rules, s, { option: "move", at: [15, 5] });
    expect("rejected" in away && away.rejected.code).toBe("compelled");
  });

  it("the director walks the goblin toward the cleric", () => {
    const choice = direct(rules, s);
    expect(choice.option === "move" || choice.option === "std:dash@action").toBe(true);
    if (choice.option === "move")
      expect(apart(choice.at!, s.combatants[CLERIC]!.at!)).toBeLessThan(apart(from, [2, 5]));
  });
});
