// Wild Shape as 1.392 writes it, on the bundled SRD (whose own druid's Wild Shape reads the druid level): a condition with a shape, a feature
// offering the SRD's wolf, brown bear and giant eagle, and the SRD's level-3 cleric standing in for a druid of any level.
import type { SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";

// biome-ignore lint/suspicious/noExplicitAny: fixtures reach into the document freely.
type Doc = any;

export const DRUID = "Ione (Cleric 3)";
/** The SRD with Wild Shape as written in 1.392's example: CR up to 1/4 at level 2, 1/2 at 4, 1 at 8; no flying
 * before level 8; spells kept in beast form; a bonus action reverts. */
export function wildShapeDoc(shape: Doc = {}): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  // The SRD's own druid Wild Shape (by druid level, no spells) gives way to the example's, written on the cleric.
  doc.combat.conditions = doc.combat.conditions.filter((c: Doc) => c.id !== "wild-shaped");
  doc.catalogs.features.entries = doc.catalogs.features.entries.filter((e: Doc) => e.id !== "wild-shape");
  doc.combat.conditions.push({
    id: "wild-shaped",
    label: "Wild Shape",
    shape: { health: "form", keeps: ["sacred-flame"], revert: "bonus", ...shape },
  });
  doc.catalogs.features.entries.push({
    id: "wild-shape",
    name: "Wild Shape",
    mechanics: {
      kind: "buff",
      budget: "action",
      targets: "self",
      applies: [{ condition: "wild-shaped", duration: { rounds: 100 } }],
      forms: {
        into: ["creatures/wolf", "creatures/brown-bear", "creatures/giant-eagle"],
        upTo: {
          filter: "cr",
          at: {
            from: { field: "level" },
            table: [
              [2, 0.25],
              [4, 0.5],
              [8, 1],
            ],
          },
        },
        without: [{ speed: "fly", unless: { sum: [{ field: "level" }, -7] } }],
      },
    },
  });
  return doc;
}

/** The SRD's level-3 cleric as a druid of `level` with Wild Shape, and its own spells or only `spells`. */
export function druid(level: number, spells?: readonly string[]): SheetData {
  const sheet = srd5eCharacter("cleric-3");
  const own = spells ? { spells: spells.map((entry) => ({ entry, prepared: true })) } : {};
  return {
    ...sheet,
    fields: { ...sheet.fields, level },
    lists: { ...sheet.lists, ...own, features: [{ entry: "features/wild-shape" }] },
  } as SheetData;
}
