// 1.264 — Turn Undead (Dodge). "`moves: "away"` walks only away from whoever applied the condition, never a step
// closer, and ends farther away"; "`onlyWhenStuck` names standard actions allowed only while there is nowhere to walk
// (Turn Undead's Dodge)". The bundled SRD's Turn Undead, used by a 3rd-level cleric on a skeleton: turned, it may
// walk away, Dash or break free of a hold, and Dodge only when it has nowhere to go.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, formatEvent, namesFor, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { Cell, RulesetDoc } from "../../src/ruleset/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn } from "../support/drive.js";
import { CLERIC, knowing, landing, onBoard, srd } from "./fixtures/compelled.js";

let rules: RulesetDoc;
const SKELETON = "Skeleton 1";
const apart = (a: Cell, b: Cell) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));

/** The skeleton's turn after the cleric turned it, the two standing where given. */
function turned(clericAt: Cell, skeletonAt: Cell, board?: { width: number; height: number }): CombatState {
  const cleric = knowing("cleric-3", [], ["features/turn-undead"]);
  const at = { [CLERIC]: clericAt, [SKELETON]: skeletonAt };
  const s = onBoard(rules, { party: [cleric], enemies: ["creatures/skeleton"] }, CLERIC, at, board);
  const used = landing(rules, s, "features/turn-undead", undefined, SKELETON, "turned");
  return endUntilIn(rules, used, SKELETON).state;
}

describe("1.264 Turn Undead: walks only away; Dodge only when stuck", () => {
  let s: CombatState;
  const from: Cell = [8, 5];
  beforeAll(async () => {
    await withGeometry();
    rules = srd();
    s = turned([6, 5], from);
  });

  it("spends the cleric's Channel Divinity and turns the skeleton for ten rounds", () => {
    const held = s.combatants[SKELETON]!.conditions.find((c) => c.id === "turned")!;
    expect(held).toMatchObject({ source: CLERIC, remaining: 10 });
    expect(s.combatants[CLERIC]!.pools["channel_divinity"]).toBe(0);
  });

  it("offers walking away and Dash, not its blows, Disengage or Dodge", () => {
    const ids = options(rules, s).map((o) => o.id);
    expect(ids.sort()).toEqual(["end", "move", "std:dash@action"]);
    const cells = options(rules, s).find((o) => o.kind === "move")!.cells!;
    const cleric = s.combatants[CLERIC]!.at!;
    expect(cells.every((c) => apart(c, cleric) > apart(from, cleric))).toBe(true);
  });

  it("a blow, a Dodge or a walk that ends no farther is rejected as compelled", () => {
    const before = JSON.stringify(s);
    for (const choice of [
      { option: "use:action:shortbow", targets: [CLERIC] },
      { option: "std:dodge@action" },
      { option: "move", at: [7, 4] as Cell },
      { option: "move", at: [8, 7] as Cell },
    ]) {
      const r = choose(rules, s, choice);
      expect("rejected" in r && r.rejected.code, JSON.stringify(choice)).toBe("compelled");
    }
    expect(JSON.stringify(s)).toBe(before);
  });

  it("its walk never steps closer to the cleric", () => {
    const cleric = s.combatants[CLERIC]!.at!;
    const r = acceptIn(rules, s, { option: "move", at: [13, 2] });
    const walk = r.events.find((e) => e.t === "move");
    const path = walk?.t === "move" ? walk.path : [];
    expect(path.at(-1)).toEqual([13, 2]);
    for (let i = 1; i < path.length; i++)
      expect(apart(path[i]!, cleric)).toBeGreaterThanOrEqual(apart(path[i - 1]!, cleric));
  });

  it("the director walks it away or dashes, never strikes", () => {
    const choice = direct(rules, s);
    expect(["move", "std:dash@action", "end"]).toContain(choice.option);
    if (choice.option === "move") expect(apart(choice.at!, [6, 5])).toBeGreaterThan(2);
  });

  it("with nowhere farther to walk, it may Dodge", () => {
    // A corridor three cells long: the skeleton at its end has nowhere farther from the cleric to go.
    const stuck = turned([0, 0], [2, 0], { width: 3, height: 1 });
    const ids = options(rules, stuck).map((o) => o.id);
    expect(ids).toContain("std:dodge@action");
    expect(ids).not.toContain("move");
    const r = acceptIn(rules, stuck, { option: "std:dodge@action" });
    expect(r.state.combatants[SKELETON]!.conditions.map((c) => c.id)).toContain("std:dodging");
  });

  it("the log words a compelled choice's refusal plainly", () => {
    const r = choose(rules, s, { option: "std:dodge@action" });
    expect("rejected" in r && r.rejected.message).toBe(
      "Skeleton 1 is compelled by Turned: Dodge only while it has nowhere to walk",
    );
    expect(
      formatEvent({ t: "compelled", who: SKELETON, condition: "turned", roll: 3, does: "nothing" }, namesFor(rules, s)),
    ).toBe("Skeleton 1 is compelled by turned (rolled 3): does nothing this turn");
  });
});
