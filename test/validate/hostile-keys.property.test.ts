// Hostile keys ("__proto__", "constructor", "prototype") are refused wherever they stand in a ruleset, in JSON
// text as in parsed data, at every object of the document — the free-key places (catalogs, a board's legend,
// a creature's abilities, skills, saves, speed, senses, spellcasting pools and fields, item stats, entry
// filters) included — and `load` refuses them with a RulesetError, never another exception.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { load, RulesetError, validate } from "../../src/validate/index.js";
import { formatPath } from "../../src/validate/path.js";
import { type Doc, variant } from "./helpers.js";

const HOSTILE = ["__proto__", "constructor", "prototype"] as const;

/** The fixture with every free-key place filled in once, so each can take a hostile key. */
function rich(): Doc {
  return variant((doc) => {
    const goblin = doc.catalogs.monsters.entries[0];
    goblin.saves = { dex_save: 2 };
    goblin.senses = { darkvision: 60 };
    goblin.spellcasting = {
      toHit: 4,
      difficulty: 12,
      fields: { level: 3 },
      pools: { slot_1: 2 },
      spells: ["spells/fire-bolt"],
    };
    doc.encounters[0].board.cells = ["..T"];
    doc.encounters[0].board.legend = { T: { label: "trees", difficult: true }, ".": { label: "open" } };
  });
}

/** Free-key places by their path in `rich()`. */
const FREE_PLACES: readonly (readonly (string | number)[])[] = [
  ["catalogs"],
  ["encounters", 0, "board", "legend"],
  ["catalogs", "monsters", "entries", 0, "abilities"],
  ["catalogs", "monsters", "entries", 0, "skills"],
  ["catalogs", "monsters", "entries", 0, "saves"],
  ["catalogs", "monsters", "entries", 0, "speed"],
  ["catalogs", "monsters", "entries", 0, "senses"],
  ["catalogs", "monsters", "entries", 0, "spellcasting", "pools"],
  ["catalogs", "monsters", "entries", 0, "spellcasting", "fields"],
  ["catalogs", "gear", "entries", 0, "stats"],
  ["catalogs", "spells", "entries", 0, "filters"],
];

/** Every object of a document, by path. */
function objectPaths(doc: Doc): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (v: unknown, at: (string | number)[]) => {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) walk(v[i], [...at, i]);
    } else if (v !== null && typeof v === "object") {
      out.push(at);
      for (const [k, item] of Object.entries(v)) walk(item, [...at, k]);
    }
  };
  walk(doc, []);
  return out;
}

/** `rich()` with own key `key` (an own property, as JSON.parse makes it) added to the object at `at`. */
function withKey(at: readonly (string | number)[], key: string, value: unknown): Doc {
  const doc = rich();
  let node = doc;
  for (const s of at) node = node[s];
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  return doc;
}

/** The issue paths a validation reports hostile. */
const hostilePaths = (input: unknown) =>
  validate(input)
    .issues.filter((i) => i.code === "hostile")
    .map((i) => i.path);

const value = fc.oneof(
  fc.constant({ slot_9: 1000 }),
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant(null),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 }),
);

describe("hostile keys", () => {
  it("the enriched fixture is valid without them, and holds every free-key place", () => {
    const doc = rich();
    expect(validate(doc).issues).toEqual([]);
    const paths = objectPaths(doc).map((p) => p.join("."));
    for (const place of FREE_PLACES) expect(paths).toContain(place.join("."));
  });

  it("are refused at every free-key place, in text and in data, and load throws RulesetError", () => {
    for (const place of FREE_PLACES) {
      for (const key of HOSTILE) {
        const doc = withKey(place, key, { slot_9: 1000 });
        for (const input of [JSON.stringify(doc), doc]) {
          expect(hostilePaths(input)).toContain(formatPath([...place, key]));
          expect(() => load(input)).toThrow(RulesetError);
        }
      }
    }
  });

  it("are refused at every object of the document (property, text and data)", () => {
    const paths = objectPaths(rich());
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.constantFrom(...HOSTILE), value, fc.boolean(), (at, key, v, asText) => {
        const doc = withKey(at, key, v);
        const input = asText ? JSON.stringify(doc) : doc;
        const report = validate(input);
        expect(report.ok).toBe(false);
        expect(report.issues.map((i) => i.code)).toContain("hostile");
        expect(hostilePaths(input)).toContain(formatPath([...at, key]));
        // Nothing reached a prototype.
        expect(({} as Record<string, unknown>).slot_9).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });

  it("a catalog named __proto__ in text is a RulesetError, not a TypeError", () => {
    const text = JSON.stringify(rich()).replace(
      `"catalogs":{`,
      `"catalogs":{"__proto__":{"type":"entries","entries":[]},`,
    );
    expect(JSON.parse(text).catalogs).toHaveProperty("__proto__");
    expect(() => load(text)).toThrow(RulesetError);
  });
});
