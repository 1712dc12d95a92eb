// The import's figures: entries complete, and what holds the rest back by section of the reference, sorted by
// how many entries each section alone would complete.
import { type Gap, SECTIONS, type Section } from "./gaps.js";

export interface EntryReport {
  readonly id: string;
  readonly name: string;
  readonly complete: boolean;
  /** Complete in the ruleset by a hand-written entry, though the import alone leaves something out. */
  readonly byHand?: boolean;
  /** The entries written for it (an item for "any weapon" writes one per base weapon). */
  readonly entries?: readonly string[];
  readonly gaps: readonly Gap[];
}

export interface SectionRow {
  readonly section: Section;
  readonly title: string;
  /** Entries this section alone would complete. */
  readonly unlocks: number;
  /** Entries it holds back, alone or with others. */
  readonly holds: number;
  readonly monsters: number;
  readonly spells: number;
  readonly items: number;
}

export interface Figures {
  readonly monsters: { readonly complete: number; readonly byHand: number; readonly of: number };
  readonly spells: { readonly complete: number; readonly byHand: number; readonly of: number };
  readonly items: { readonly complete: number; readonly byHand: number; readonly of: number };
  readonly sections: readonly SectionRow[];
}

export function figures(
  monsters: readonly EntryReport[],
  spells: readonly EntryReport[],
  items: readonly EntryReport[],
): Figures {
  const rows = new Map<Section, { unlocks: number; holds: number; monsters: number; spells: number; items: number }>();
  const count = (list: readonly EntryReport[], kind: "monsters" | "spells" | "items") => {
    for (const e of list) {
      if (e.complete) continue;
      const sections = [...new Set(e.gaps.map((g) => g.section))];
      for (const s of sections) {
        const row = rows.get(s) ?? { unlocks: 0, holds: 0, monsters: 0, spells: 0, items: 0 };
        row.holds++;
        row[kind]++;
        if (sections.length === 1) row.unlocks++;
        rows.set(s, row);
      }
    }
  };
  count(monsters, "monsters");
  count(spells, "spells");
  count(items, "items");
  const sections = [...rows.entries()]
    .map(([section, r]) => ({ section, title: SECTIONS[section], ...r }))
    .sort((a, b) => b.unlocks - a.unlocks || b.holds - a.holds || a.section.localeCompare(b.section));
  return {
    monsters: tally(monsters),
    spells: tally(spells),
    items: tally(items),
    sections,
  };
}

function tally(list: readonly EntryReport[]) {
  return {
    complete: list.filter((e) => e.complete).length,
    byHand: list.filter((e) => e.byHand).length,
    of: list.length,
  };
}

/** The figures as Markdown, for docs/srd5e.md. */
export function figuresMarkdown(f: Figures): string {
  const lines = [
    `- Monsters complete: **${f.monsters.complete} of ${f.monsters.of}**${byHand(f.monsters.byHand)}.`,
    `- Spells complete: **${f.spells.complete} of ${f.spells.of}**${byHand(f.spells.byHand)}.`,
    `- Magic items complete: **${f.items.complete} of ${f.items.of}**${byHand(f.items.byHand)}.`,
    "",
    "| Section | What it expresses | Completes alone | Holds back | Monsters | Spells | Items |",
    "|---|---|---|---|---|---|---|",
    ...f.sections.map(
      (r) =>
        `| ${/^\d/.test(r.section) ? r.section : `(${r.section})`} | ${r.title} | ${r.unlocks} | ${r.holds} | ${r.monsters} | ${r.spells} | ${r.items} |`,
    ),
  ];
  return lines.join("\n");
}

const byHand = (n: number) => (n ? ` (${n} of them by the hand-written entry the catalog already has)` : "");
