// The 5e-database import: monsters and spells of the source files translated into the ruleset format, with
// what each leaves out. Pure: it takes the parsed files and the ids a ruleset already holds, and returns JSON.

import type { Gap } from "./gaps.js";
import { translateItems } from "./items.js";
import { translateMonster } from "./monster.js";
import type { Present } from "./present.js";
import { type EntryReport, type Figures, figures } from "./report.js";
import type { SourceMagicItem, SourceMonster, SourceSpell } from "./source.js";
import { translateSpell } from "./spell.js";
import type { SpellShelf } from "./spellcasting.js";

export { type Present, presentIn } from "./present.js";
export type { EntryReport, Figures } from "./report.js";
export { figuresMarkdown } from "./report.js";

export interface SourceFiles {
  readonly monsters: readonly SourceMonster[];
  readonly spells: readonly SourceSpell[];
  readonly magicItems?: readonly SourceMagicItem[];
}

export interface ImportResult {
  /** Every monster, complete or not (what is left out is left out, never faked). */
  readonly creatures: readonly Record<string, unknown>[];
  /** Every spell, complete or not (what is left out is left out; a spell with nothing to run has no mechanics). */
  readonly spells: readonly Record<string, unknown>[];
  /** The combat conditions the creatures keep on (their auras), by creature id. */
  readonly conditions: readonly { readonly creature: string; readonly condition: Record<string, unknown> }[];
  /** The item entries of the complete magic items the catalog lacks. */
  readonly items: readonly Record<string, unknown>[];
  readonly report: {
    readonly monsters: readonly EntryReport[];
    readonly spells: readonly EntryReport[];
    readonly items: readonly EntryReport[];
  };
  readonly figures: Figures;
}

function checkArray(value: unknown, what: string): void {
  if (!Array.isArray(value)) throw new Error(`${what}: expected a JSON array of records`);
}

export function importDatabase(files: SourceFiles, present: Present): ImportResult {
  checkArray(files.monsters, "monsters");
  checkArray(files.spells, "spells");
  const spellResults = files.spells.map((s) => ({ source: s, ...translateSpell(s) }));
  const spellGaps = new Map<string, readonly Gap[]>(spellResults.map((r) => [r.source.index, r.gaps]));
  const shelf: SpellShelf = {
    has: (id) => {
      const gaps = spellGaps.get(id) ?? [];
      return gaps.length === 0 || (present.spells.has(id) && gaps.every((g) => g.section === "prose"));
    },
    gapsOf: (id) => spellGaps.get(id) ?? [],
  };
  const monsterResults = files.monsters.map((m) => ({ source: m, ...translateMonster(m, shelf) }));
  const magic = files.magicItems ?? [];
  checkArray(magic, "magic items");
  const itemResults = translateItems(magic, present.gear, present.items);
  const report = {
    monsters: monsterResults.map((r) => entryReport(r.source, r.gaps)),
    spells: spellResults.map((r) => entryReport(r.source, r.gaps, shelf.has(r.source.index))),
    items: itemResults.map((r) => ({
      id: r.id,
      name: r.name,
      complete: r.gaps.length === 0,
      ...(r.byHand && r.gaps.length === 0 && !r.entries.length ? { byHand: true } : {}),
      ...(r.entries.length ? { entries: r.entries.map((e) => String(e.id)) } : {}),
      gaps: r.gaps,
    })),
  };
  return {
    creatures: monsterResults.map((r) => r.entry),
    conditions: monsterResults.flatMap((r) =>
      (r.conditions ?? []).map((condition) => ({ creature: r.source.index, condition })),
    ),
    spells: spellResults.map((r) => r.entry),
    items: itemResults.filter((r) => r.gaps.length === 0).flatMap((r) => r.entries),
    report,
    figures: figures(report.monsters, report.spells, report.items),
  };
}

/** `byHand`: the import leaves something out, but the ruleset already holds the entry written in full. */
function entryReport(source: { index: string; name: string }, gaps: readonly Gap[], whole = false): EntryReport {
  const byHand = gaps.length > 0 && whole;
  return {
    id: source.index,
    name: source.name,
    complete: gaps.length === 0 || byHand,
    ...(byHand ? { byHand } : {}),
    gaps,
  };
}
