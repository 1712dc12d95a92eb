// Entries that change other entries (1.302, 1.306): every `amends` held on a sheet's lists is gathered by the
// entry it names (1.414: or every entry of the catalogs it names, narrowed by `where`), and the uses of that entry
// are built already changed — damage added on every hit, a longer range, a push — since the sheet, and so its
// amendments, stay the same for the whole fight.

import { findEntry } from "../../combat/entries.js";
import { type FacetWant, facetIs } from "../../combat/facets.js";
import { readValue, sheetSource } from "../../combat/source.js";
import type { UseDef } from "../../combat/use-def.js";
import type { EntryDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import type { Value } from "../../ruleset/value.js";

/** 1.414: only entries whose declared filter value matches (Empowered Evocation: school evocation). */
export interface WhereDef {
  readonly filter: string;
  readonly equals: FacetWant;
}

export interface AmendDef {
  /** The entry it changes (`<catalog>/<entry>`); or, from 1.414, `catalogs`. */
  readonly entry?: string;
  /** 1.414: every entry of these catalogs its holder uses. */
  readonly catalogs?: readonly string[];
  /** 1.414: only the entries whose filter matches. */
  readonly where?: WhereDef;
  /** Added to the damage on every hit (Agonizing Blast). */
  readonly damageAdd?: Value;
  /** Its range, when longer (Eldritch Spear). */
  readonly range?: number;
  /** Pushes the one hit this far in a straight line (Repelling Blast). */
  readonly push?: number;
  /** The push may be left out: the use is also offered without it. */
  readonly pushOptional?: boolean;
  /** 1.306, on a conjuring entry: damage of its own type added to the weapon's hits (Lifedrinker). */
  readonly damagePlus?: { readonly add: Value; readonly type: string; readonly atLeast?: number };
  /** 1.306, on a conjuring entry: attacks bought by one spending of the attack budget (Thirsting Blade). */
  readonly strikes?: number;
}

/** An amendment as a sheet holds it: with the entry that holds it, which names it in the log. */
export type HeldAmend = AmendDef & { readonly by: string };

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.302: held in a sheet list, it changes the entries it names whenever its holder uses them. */
    readonly amends?: readonly AmendDef[];
  }
}

declare module "../../combat/use-def.js" {
  interface UseDef {
    /** The amendments built into this use, for the packages whose changes act when it is used (1.421). */
    readonly amendedBy?: readonly HeldAmend[];
  }
}

/** Every amendment a sheet holds, in the order of its lists. */
function heldAmendments(ruleset: RulesetDoc, sheet: SheetData): HeldAmend[] {
  const out: HeldAmend[] = [];
  const seen = new Set<string>();
  for (const rows of Object.values(sheet.lists ?? {})) {
    for (const row of rows) {
      if (typeof row.entry !== "string" || seen.has(row.entry)) continue;
      seen.add(row.entry);
      const amends = (findEntry(ruleset, row.entry) as EntryDef | undefined)?.mechanics?.amends ?? [];
      for (const a of amends) out.push({ ...a, by: row.entry });
    }
  }
  return out;
}

/** Whether the amendment changes the entry `ref` (by name, or 1.414 by catalog), its `where` matching. */
export function amendsEntry(ruleset: RulesetDoc, a: AmendDef, ref: string): boolean {
  const named = a.entry !== undefined ? a.entry === ref : (a.catalogs ?? []).includes(ref.slice(0, ref.indexOf("/")));
  return named && (a.where === undefined || facetIs(findEntry(ruleset, ref), a.where.filter, a.where.equals));
}

/** The amendments a sheet holds, by the entry they name, in the order of its lists (a conjuring entry's). */
export function amendmentsOf(ruleset: RulesetDoc, sheet: SheetData): Map<string, HeldAmend[]> {
  const out = new Map<string, HeldAmend[]>();
  for (const a of heldAmendments(ruleset, sheet))
    if (a.entry !== undefined && amendsEntry(ruleset, a, a.entry)) out.set(a.entry, [...(out.get(a.entry) ?? []), a]);
  return out;
}

/** The amendments a sheet holds that change the entry `ref`, by name or by catalog, in the order of its lists. */
export function amendmentsFor(ruleset: RulesetDoc, sheet: SheetData, ref: string): HeldAmend[] {
  return heldAmendments(ruleset, sheet).filter((a) => amendsEntry(ruleset, a, ref));
}

/** The flat damage several amendments add, read from the holder's sheet. */
export function damageAddOf(ruleset: RulesetDoc, sheet: SheetData, amends: readonly AmendDef[]): number {
  const src = sheetSource(ruleset, sheet);
  return amends.reduce((n, a) => n + (a.damageAdd === undefined ? 0 : readValue(src, a.damageAdd)), 0);
}

/** The push of several amendments, which stack. */
export function pushOf(amends: readonly AmendDef[]): number {
  return amends.reduce((n, a) => n + (a.push ?? 0), 0);
}

/**
 * A use as its amendments change it; with an optional push also the same use without the push, as its own
 * menu entry ("Eldritch Blast (no push)").
 */
export function amendUse(ruleset: RulesetDoc, sheet: SheetData, use: UseDef, amends: readonly HeldAmend[]): UseDef[] {
  if (!amends.length) return [use];
  const add = damageAddOf(ruleset, sheet, amends);
  const longest = Math.max(0, ...amends.map((a) => a.range ?? 0));
  const range = use.range && longest > use.range.normal ? { ...use.range, normal: longest } : use.range;
  const push = pushOf(amends);
  const changed: UseDef = {
    ...use,
    amendedBy: amends,
    ...(add ? { damageAdd: (use.damageAdd ?? 0) + add } : {}),
    ...(range ? { range } : {}),
    ...(push ? { push } : {}),
  };
  if (!push || !amends.some((a) => a.pushOptional)) return [changed];
  // Without the push, only the optional pushes are left out: a push that cannot be declined still applies.
  const kept = pushOf(amends.filter((a) => !a.pushOptional));
  const { push: _push, ...rest } = changed;
  return [
    changed,
    { ...rest, id: `${use.id}#no-push`, name: `${use.name} (no push)`, ...(kept ? { push: kept } : {}) },
  ];
}
