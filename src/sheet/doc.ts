// Access to the ruleset document, whether the caller passes the plain JSON or a loaded ruleset wrapping it.
import type {
  CatalogEntry,
  CheckDef,
  ItemDef,
  PoolDef,
  RestDef,
  RulesetDoc,
  SheetDef,
  TrackDef,
} from "../ruleset/index.js";
import { reject } from "./errors.js";
import type { CombatLevelRules, ConditionRules } from "./rules-read.js";

export type RulesetInput = RulesetDoc | { readonly doc: RulesetDoc } | { readonly ruleset: RulesetDoc };

/** The plain document behind whatever form of ruleset the caller has. */
export function rulesetDoc(input: RulesetInput): RulesetDoc {
  if (input && typeof input === "object") {
    if ("sheet" in input && input.sheet) return input as RulesetDoc;
    if ("doc" in input && input.doc) return input.doc;
    if ("ruleset" in input && input.ruleset) return input.ruleset;
  }
  return reject("bad-ruleset", "expected a ruleset document with a `sheet` block", "");
}

export function sheetDef(doc: RulesetDoc): SheetDef {
  return doc.sheet;
}

export function poolDefs(doc: RulesetDoc): readonly PoolDef[] {
  return doc.sheet.live?.pools ?? [];
}

export function poolDef(doc: RulesetDoc, id: string): PoolDef | undefined {
  return poolDefs(doc).find((p) => p.id === id);
}

export function trackDef(doc: RulesetDoc, id: string): TrackDef | undefined {
  return doc.sheet.live?.tracks?.find((t) => t.id === id);
}

/** The health pool: the one the combat block names, else the first pool marked `health`. */
export function healthPoolId(doc: RulesetDoc): string | undefined {
  return doc.combat?.health?.pool ?? poolDefs(doc).find((p) => p.health)?.id;
}

export function restDef(doc: RulesetDoc, id: string): RestDef | undefined {
  return doc.rests?.find((r) => r.id === id);
}

export function checkDef(doc: RulesetDoc, id: string): CheckDef | undefined {
  return doc.checks?.find((c) => c.id === id);
}

/** A catalog entry by `<catalog>/<entry>`. */
export function entryAt(doc: RulesetDoc, ref: string): CatalogEntry | undefined {
  const slash = ref.indexOf("/");
  if (slash < 0) return undefined;
  const catalog = doc.catalogs?.[ref.slice(0, slash)];
  return catalog ? entryIn(catalog.entries, ref.slice(slash + 1)) : undefined;
}

export function itemAt(doc: RulesetDoc, ref: string): ItemDef | undefined {
  const slash = ref.indexOf("/");
  if (slash < 0) return undefined;
  const catalog = doc.catalogs?.[ref.slice(0, slash)];
  if (catalog?.type !== "items") return undefined;
  return entryIn(catalog.entries, ref.slice(slash + 1)) as ItemDef | undefined;
}

// Sheets look items up by reference on every read of a stat (worn effects, ability scores), many times a step:
// a frozen catalog (a loaded ruleset, the bundled SRD) is indexed once; one that may still change is searched.
const indexes = new WeakMap<readonly CatalogEntry[], Map<string, CatalogEntry>>();

function entryIn(entries: readonly CatalogEntry[], id: string): CatalogEntry | undefined {
  if (!Object.isFrozen(entries)) return entries.find((e) => e.id === id);
  let index = indexes.get(entries);
  if (!index) {
    index = new Map();
    // The first entry of an id wins, as a search from the start would find it.
    for (const e of entries) if (!index.has(e.id)) index.set(e.id, e);
    indexes.set(entries, index);
  }
  return index.get(id);
}

/** A combat condition, with the keys the sheet reads (diseases, floors, rerolls). */
export function conditionRules(doc: RulesetDoc, id: string): ConditionRules | undefined {
  return doc.combat?.conditions?.find((c) => c.id === id) as ConditionRules | undefined;
}

export function combatLevels(doc: RulesetDoc): readonly CombatLevelRules[] {
  return ((doc.combat as { levels?: readonly CombatLevelRules[] } | undefined)?.levels ?? []) as CombatLevelRules[];
}
