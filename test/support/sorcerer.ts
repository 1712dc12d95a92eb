// The SRD sorcerer (5th level, Charisma 18) holding every Metamagic option of the SRD (1.253), on a board beside an
// ally, against goblins: the fixture of the Metamagic scenarios.
import type { CombatEvent, CombatState, Option } from "../../src/combat/index.js";
import { options, startCombat } from "../../src/combat/index.js";
import type { Cell } from "../../src/ruleset/encounter.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { turnIn } from "./drive.js";

export const SORCERER = "Corvin (Sorcerer 5)";
export const ALLY = "Tamsin (Fighter 5)";
export const METAMAGIC = [
  "careful",
  "distant",
  "empowered",
  "extended",
  "heightened",
  "quickened",
  "subtle",
  "twinned",
];
export const mm = (name: string) => `features/${name}-spell`;

/** The sorcerer's sheet with every Metamagic option, these spells besides its own (or `only` these), and its pools as
 * given. */
export function sorcererSheet(
  spells: readonly string[] = [],
  pools: Record<string, number> = {},
  only?: readonly string[],
): SheetData {
  const sheet = srd5eCharacter("sorcerer-5");
  const own = (sheet.lists?.spells ?? []).filter((e) => !only || only.includes(String(e.entry).slice(7)));
  const features = (sheet.lists?.features ?? []).filter((f) => !String(f.entry).includes("-spell"));
  return {
    ...sheet,
    lists: {
      ...sheet.lists,
      features: [...features, ...METAMAGIC.map((m) => ({ entry: mm(m) }))],
      spells: [...own, ...spells.map((s) => ({ entry: `spells/${s}`, prepared: true }))],
    },
    live: { pools },
  };
}

/** Where everyone stands: the sorcerer, the ally, then each goblin. */
export interface Places {
  readonly sorcerer: Cell;
  readonly ally?: Cell;
  readonly goblins: readonly Cell[];
  /** The fight's seed (3 unless given). */
  readonly seed?: number;
}

/** The sorcerer's turn on a 30 × 10 board (5 feet a cell), everyone placed as given. */
export function sorcererTurn(
  ruleset: RulesetDoc,
  places: Places,
  sheet: SheetData = sorcererSheet(),
  fn: (s: CombatState) => void = () => {},
): CombatState {
  const party = places.ally ? [sheet, srd5eCharacter("fighter-5")] : [sheet];
  const enemies = places.goblins.map(() => "creatures/goblin");
  const start = startCombat(ruleset, { seed: places.seed ?? 3, party, enemies, board: { width: 30, height: 10 } });
  return turnIn(start.state, SORCERER, (s) => {
    s.combatants[SORCERER]!.at = [...places.sorcerer];
    if (places.ally) s.combatants[ALLY]!.at = [...places.ally];
    const goblins = Object.values(s.combatants).filter((c) => c.side === "enemies");
    goblins.forEach((g, i) => {
      g.at = [...(places.goblins[i] ?? [29, 9])];
    });
    fn(s);
  });
}

/** The goblins in the order they were placed. */
export const goblinIds = (s: CombatState) =>
  Object.values(s.combatants)
    .filter((c) => c.side === "enemies")
    .map((c) => c.id);

/** The menu option for a spell. */
export function spellOption(ruleset: RulesetDoc, s: CombatState, spell: string): Option | undefined {
  return options(ruleset, s).find((o) => o.kind === "use" && o.use === `spells/${spell}`);
}

export const eventsOf = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);
