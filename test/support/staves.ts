// The SRD wizard and cleric carrying the staves and rings of 1.271, on a 30 × 10 board against goblins: the fixture
// of the 1.271 fight scenarios.
import type { CombatState } from "../../src/combat/index.js";
import { startCombat } from "../../src/combat/index.js";
import type { Cell } from "../../src/ruleset/encounter.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { turnIn } from "./drive.js";

/** An SRD character carrying `item` (an id of the items catalog) with `charges`, besides what it carries. */
export function carrying(character: string, item: string, charges?: number): SheetData {
  const sheet = srd5eCharacter(character);
  const stack = { item: `items/${item}`, ...(charges !== undefined ? { charges } : {}) };
  return { ...sheet, inventory: [...(sheet.inventory ?? []), stack] };
}

/** `sheet`'s turn, it standing at `at`, with an SRD fighter at `ally` and goblins as placed. */
export function holderTurn(
  ruleset: RulesetDoc,
  sheet: SheetData,
  places: { readonly at: Cell; readonly ally?: Cell; readonly goblins: readonly Cell[]; readonly seed?: number },
  fn: (s: CombatState) => void = () => {},
): CombatState {
  const party = places.ally ? [sheet, srd5eCharacter("fighter-5")] : [sheet];
  const start = startCombat(ruleset, {
    seed: places.seed ?? 2,
    party,
    enemies: places.goblins.map(() => "creatures/goblin"),
    board: { width: 30, height: 10 },
  });
  return turnIn(start.state, sheet.name, (s) => {
    s.combatants[sheet.name]!.at = [...places.at];
    const ally = Object.values(s.combatants).find((c) => c.side !== "enemies" && c.id !== sheet.name);
    if (ally && places.ally) ally.at = [...places.ally];
    Object.values(s.combatants)
      .filter((c) => c.side === "enemies")
      .forEach((g, i) => {
        g.at = [...(places.goblins[i] ?? [29, 9])];
      });
    fn(s);
  });
}
