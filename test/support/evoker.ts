// The SRD wizard (5th level, Intelligence 18) as a School of Evocation wizard holding the features it is given, on a
// 30 × 10 board beside an ally, against goblins: the fixture of the 1.414 scenarios (the spell options, events and
// goblins are read with the Metamagic fixture's helpers, test/support/sorcerer.ts).
import type { CombatState } from "../../src/combat/index.js";
import { startCombat } from "../../src/combat/index.js";
import type { Cell } from "../../src/ruleset/encounter.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { turnIn } from "./drive.js";

export const WIZARD = "Sabine (Wizard 5)";
export const ALLY = "Tamsin (Fighter 5)";

/** The wizard's sheet holding `features` (ids of the features catalog) and, besides its own spells (or only those of
 * `only`), `spells`. */
export function evokerSheet(
  features: readonly string[],
  spells: readonly string[] = [],
  only?: readonly string[],
): SheetData {
  const sheet = srd5eCharacter("wizard-5");
  const own = (sheet.lists?.spells ?? []).filter((e) => !only || only.includes(String(e.entry).slice(7)));
  return {
    ...sheet,
    lists: {
      ...sheet.lists,
      features: features.map((f) => ({ entry: `features/${f}` })),
      spells: [...own, ...spells.map((s) => ({ entry: `spells/${s}`, prepared: true }))],
    },
  };
}

/** Where everyone stands: the wizard, the ally (none when omitted), each goblin. */
export interface Places {
  readonly wizard: Cell;
  readonly ally?: Cell;
  readonly goblins: readonly Cell[];
  readonly seed?: number;
}

/** The wizard's turn, everyone placed as given; `fn` adjusts the state. */
export function evokerTurn(
  ruleset: RulesetDoc,
  sheet: SheetData,
  places: Places,
  fn: (s: CombatState) => void = () => {},
): CombatState {
  const party = places.ally ? [sheet, srd5eCharacter("fighter-5")] : [sheet];
  const enemies = places.goblins.map(() => "creatures/goblin");
  const start = startCombat(ruleset, { seed: places.seed ?? 3, party, enemies, board: { width: 30, height: 10 } });
  return turnIn(start.state, WIZARD, (s) => {
    s.combatants[WIZARD]!.at = [...places.wizard];
    if (places.ally) s.combatants[ALLY]!.at = [...places.ally];
    const goblins = Object.values(s.combatants).filter((c) => c.side === "enemies");
    goblins.forEach((g, i) => {
      g.at = [...(places.goblins[i] ?? [29, 9])];
    });
    fn(s);
  });
}
