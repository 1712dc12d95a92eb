// Merging the bundled ruleset's folder into one document. The folder holds `ruleset.json` (top level, sheet,
// checks, rests, combat), one file per catalog (its file name is the catalog id), `encounters/*.json` (in file
// name order, numbered) and `characters/*.json` (ready-made sheets, kept beside the ruleset, not inside it).
// `imported/<catalog>.json` (written by scripts/import-srd.mjs) adds the complete imported entries a catalog lacks,
// and `imported/conditions.json` the combat conditions those creatures keep on.
import type { CatalogDef, CombatConditionDef, EncounterDef, RulesetDoc, SheetData } from "../ruleset/index.js";

/** The catalog files of the folder, in the order they are merged. */
export const CATALOG_FILES = ["spells", "features", "items", "creatures"] as const;

/** Reads a folder: the file names of a subfolder, and the parsed JSON of a file. */
export interface FolderReader {
  list(subfolder: string): string[];
  read(path: string): unknown;
}

export interface MergedSrd {
  readonly ruleset: RulesetDoc;
  readonly characters: readonly SheetData[];
}

const jsonFiles = (names: readonly string[]) => names.filter((n) => n.endsWith(".json")).sort();

export function mergeFolder(folder: FolderReader): MergedSrd {
  const top = folder.read("ruleset.json") as RulesetDoc;
  const catalogs: Record<string, CatalogDef> = { ...top.catalogs };
  const imported = folder.list(".").includes("imported") ? jsonFiles(folder.list("imported")) : [];
  for (const id of CATALOG_FILES) {
    const own = folder.read(`${id}.json`) as CatalogDef;
    // Entries written by hand stay; the import adds only what the catalog lacks.
    const more = imported.includes(`${id}.json`) ? (folder.read(`imported/${id}.json`) as CatalogDef).entries : [];
    const ids = new Set(own.entries.map((e) => e.id));
    catalogs[id] = { ...own, entries: [...own.entries, ...more.filter((e) => !ids.has(e.id))] };
  }
  // The combat conditions imported creatures keep on (their auras), after the ruleset's own.
  const conditions = imported.includes("conditions.json")
    ? (folder.read("imported/conditions.json") as { entries: CombatConditionDef[] }).entries
    : [];
  const own = new Set((top.combat?.conditions ?? []).map((c) => c.id));
  const combat = top.combat && {
    ...top.combat,
    conditions: [...(top.combat.conditions ?? []), ...conditions.filter((c) => !own.has(c.id))],
  };
  const encounters = jsonFiles(folder.list("encounters")).map((f) => folder.read(`encounters/${f}`) as EncounterDef);
  const characters = jsonFiles(folder.list("characters")).map((f) => folder.read(`characters/${f}`) as SheetData);
  const ruleset: RulesetDoc = {
    ...top,
    ...(combat ? { combat } : {}),
    catalogs,
    encounters: [...(top.encounters ?? []), ...encounters],
  };
  return { ruleset, characters };
}
