// Resolves the references a walk collected against the ids the ruleset declares. Catalog entries are
// indexed here as `<catalog>/<entry>`, since an entry id is unique only within its catalog.

import { HOSTILE_KEYS } from "./bounds.js";
import { formatPath } from "./path.js";
import type { Reporter } from "./report.js";
import { ID_MAX, type IdKind, jsonType } from "./schema.js";
import { closest } from "./suggest.js";
import type { JsonObject, RefUse } from "./walk.js";

/** Kinds a ruleset may leave undeclared, in which case any id is accepted (no `damageTypes`, no `sizes`). */
const OPTIONAL: ReadonlySet<IdKind> = new Set<IdKind>(["damageType", "size", "creatureType"]);

const CATALOG_KINDS: Readonly<Record<string, IdKind>> = { entries: "entry", items: "item", creatures: "creature" };

/** Adds catalogs and their entries to `ids`, reporting entries declared twice in one catalog. */
export function indexCatalogs(doc: unknown, ids: Map<IdKind, Map<string, string>>, report: Reporter): void {
  const catalogs = jsonType(doc) === "object" ? (doc as JsonObject).catalogs : undefined;
  if (jsonType(catalogs) !== "object") return;
  const byKind = (kind: IdKind): Map<string, string> => {
    let map = ids.get(kind);
    if (!map) {
      map = new Map();
      ids.set(kind, map);
    }
    return map;
  };
  for (const [name, catalog] of Object.entries(catalogs as JsonObject)) {
    // Names and ids longer than an id may be are the walker's to report; keyed into maps they would cost
    // quadratic time (V8 hashes long strings by length alone).
    if (name.length > ID_MAX || HOSTILE_KEYS.has(name)) continue;
    byKind("catalog").set(name, formatPath(["catalogs", name]));
    if (jsonType(catalog) !== "object") continue;
    const { type, entries } = catalog as JsonObject;
    if (!Array.isArray(entries)) continue;
    const kind = typeof type === "string" && Object.hasOwn(CATALOG_KINDS, type) ? CATALOG_KINDS[type] : undefined;
    const entryIds = byKind("entry");
    const kindIds = kind && kind !== "entry" ? byKind(kind) : undefined;
    const prefix = `${name}/`;
    // A plain loop, one map lookup per entry: the entry map itself tells a duplicate.
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      const id = typeof entry === "object" && entry !== null ? (entry as JsonObject).id : undefined;
      if (typeof id !== "string" || id === "" || id.length > ID_MAX) continue;
      const qualified = prefix + id;
      if (entryIds.has(qualified)) {
        // Where an entry is declared is only ever needed for duplicates: found again here.
        const first = entries.findIndex((e) => jsonType(e) === "object" && (e as JsonObject).id === id);
        report.add(
          `${formatPath(["catalogs", name, "entries"])}[${i}].id`,
          "duplicate-id",
          `entry "${id}" is already in catalog "${name}" at entries[${first}]`,
          "base",
        );
        continue;
      }
      entryIds.set(qualified, "");
      kindIds?.set(qualified, "");
    }
  }
}

const NOUN: Readonly<Record<IdKind, string>> = {
  ability: "ability",
  skill: "skill",
  save: "save",
  field: "sheet field",
  derived: "derived value",
  pool: "live pool",
  poolGroup: "pool group",
  track: "track",
  sheetCondition: "sheet condition",
  list: "sheet list",
  tier: "proficiency tier",
  text: "text field",
  catalog: "catalog",
  entry: "catalog entry",
  creature: "creature",
  item: "item",
  check: "check",
  rest: "rest",
  budget: "combat budget",
  standard: "standard action",
  combatCheck: "combat check",
  component: "component",
  contest: "contest",
  condition: "combat condition",
  damageType: "damage type",
  size: "size",
  creatureType: "creature type",
  conditionKind: "condition kind",
  encounter: "encounter",
};

export function resolveRefs(refs: readonly RefUse[], ids: Map<IdKind, Map<string, string>>, report: Reporter): void {
  for (const use of refs) {
    const kinds: readonly IdKind[] = typeof use.target === "string" ? [use.target] : use.target;
    const declared = kinds.filter((kind) => ids.has(kind));
    if (declared.length === 0 && kinds.every((kind) => OPTIONAL.has(kind))) continue;
    if (declared.some((kind) => ids.get(kind)?.has(use.id))) continue;
    const noun = kinds.map((kind) => NOUN[kind]).join(" or ");
    const entryLike = kinds.some((kind) => kind === "entry" || kind === "creature" || kind === "item");
    if (entryLike && !use.id.includes("/")) {
      report.add(use.path, "bad-reference", `"${use.id}" should name a ${noun} as <catalog>/<entry>`, use.capability);
      continue;
    }
    const near = report.full
      ? undefined
      : closest(
          use.id,
          declared.flatMap((kind) => [...(ids.get(kind)?.keys() ?? [])]),
        );
    const hint = near ? ` (did you mean "${near}"?)` : "";
    report.add(use.path, "bad-reference", `no ${noun} "${use.id}" is declared${hint}`, use.capability);
  }
}
