// 1.274 — "A condition's `behavior.keepsIn` means that once the holder is within that distance of whoever applied
// the condition, they can never walk farther away (Sympathy's "can't willingly move away")." A goblin drawn to a
// cleric by a sympathy of 10 feet: farther off it walks where it likes, but a walk that comes within 10 feet can
// never step away again, and one that starts within stays within.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { Cell, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { CLERIC, onBoard } from "./fixtures/compelled.js";

let rules: RulesetDoc;
const GOBLIN = "Goblin 1";
const DRAWN = { id: "drawn", label: "Drawn (Sympathy)", behavior: { keepsIn: 10 } };
const apart = (a: Cell, b: Cell) => Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]));

/** The goblin's turn, drawn to the cleric standing at (2, 5). */
function drawn(goblinAt: Cell): CombatState {
  const s = onBoard(rules, { party: [srd5eCharacter("cleric-3")], enemies: ["creatures/goblin"] }, GOBLIN, {
    [CLERIC]: [2, 5],
    [GOBLIN]: goblinAt,
  });
  s.combatants[GOBLIN]!.conditions.push({ id: "drawn", source: CLERIC });
  return s;
}

const cellsOf = (s: CombatState) => options(rules, s).find((o) => o.kind === "move")?.cells ?? [];
const has = (cells: readonly Cell[], c: Cell) => cells.some((x) => x[0] === c[0] && x[1] === c[1]);

describe("1.274 behavior.keepsIn (Sympathy)", () => {
  beforeAll(async () => {
    await withGeometry();
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: object[] } };
    doc.combat.conditions.push(DRAWN);
    rules = loadedDoc(doc);
  });

  it("farther off than its distance, the holder walks where it likes, away too", () => {
    const s = drawn([5, 5]);
    expect(has(cellsOf(s), [8, 5])).toBe(true);
    expect(has(cellsOf(s), [5, 9])).toBe(true);
  });

  it("a walk that comes within the distance can never step away again", () => {
    const s = drawn([5, 5]);
    // (0, 8) is within 30 feet only by a way that comes within 10 feet of the cleric and then steps away again;
    // (2, 8) is reached the long way round, never within.
    expect(has(cellsOf(s), [0, 8])).toBe(false);
    const r = choose(rules, s, { option: "move", at: [0, 8] });
    expect("rejected" in r && r.rejected.code).toBe("compelled");
    expect(has(cellsOf(s), [2, 8])).toBe(true);
    const round = acceptIn(rules, s, { option: "move", at: [2, 8] });
    const walk = round.events.find((e) => e.t === "move");
    const path = walk?.t === "move" ? walk.path : [];
    expect(path.at(-1)).toEqual([2, 8]);
    expect(path.every((c) => apart(c, [2, 5]) > 2)).toBe(true);
    expect(has(cellsOf(s), [3, 5])).toBe(true);
  });

  it("once within, every walk keeps within and never steps farther", () => {
    const s = drawn([3, 5]);
    const cells = cellsOf(s);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => apart(c, [2, 5]) <= 1)).toBe(true);
    const r = acceptIn(rules, s, { option: "move", at: [2, 6] });
    expect(r.state.combatants[GOBLIN]!.at).toEqual([2, 6]);
    const away = choose(rules, s, { option: "move", at: [6, 5] });
    expect("rejected" in away && away.rejected.code).toBe("compelled");
  });

  it("its blows are its own: the director strikes the cleric beside it", () => {
    const s = drawn([3, 5]);
    expect(direct(rules, s).option).toBe("use:action:scimitar");
  });
});
