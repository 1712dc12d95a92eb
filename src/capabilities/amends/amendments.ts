// Entries that change other entries (1.302, 1.306): every `amends` held on a sheet's lists is gathered by the
// entry it names, and the uses of that entry are built already changed — damage added on every hit, a longer
// range, a push — since the sheet, and so its amendments, stay the same for the whole fight.

import { findEntry } from "../../combat/entries.js";
import { readValue, sheetSource } from "../../combat/source.js";
import type { UseDef } from "../../combat/use-def.js";
import type { EntryDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import type { Value } from "../../ruleset/value.js";

export interface AmendDef {
  /** The entry it changes (`<catalog>/<entry>`). */
  readonly entry: string;
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

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.302: held in a sheet list, it changes the entries it names whenever its holder uses them. */
    readonly amends?: readonly AmendDef[];
  }
}

declare module "../../combat/use-def.js" {
  interface UseDef {
    /** The amendments built into this use, for the packages whose changes act when it is used (1.421). */
    readonly amendedBy?: readonly AmendDef[];
  }
}

/** The amendments a sheet holds, by the entry they change, in the order of its lists. */
export function amendmentsOf(ruleset: RulesetDoc, sheet: SheetData): Map<string, AmendDef[]> {
  const out = new Map<string, AmendDef[]>();
  const seen = new Set<string>();
  for (const rows of Object.values(sheet.lists ?? {})) {
    for (const row of rows) {
      if (typeof row.entry !== "string" || seen.has(row.entry)) continue;
      seen.add(row.entry);
      const amends = (findEntry(ruleset, row.entry) as EntryDef | undefined)?.mechanics?.amends;
      for (const a of amends ?? []) out.set(a.entry, [...(out.get(a.entry) ?? []), a]);
    }
  }
  return out;
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
export function amendUse(ruleset: RulesetDoc, sheet: SheetData, use: UseDef, amends: readonly AmendDef[]): UseDef[] {
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
