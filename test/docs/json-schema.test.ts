// The JSON Schema of the ruleset format (`gamemode-engine schema`, dist/ruleset.schema.json): a standard
// validator accepts what the engine accepts and refuses wrong types and unknown keys the engine refuses.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { load, validate } from "../../src/index.js";
import { rulesetJsonSchema } from "../../src/schema/json-schema.js";
import { srd5e } from "../../src/srd/index.js";

const schema = rulesetJsonSchema();
// Strict, so a malformed schema fails to compile; `required` inside `oneOf` forms names keys declared beside it.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
const check = ajv.compile(schema);

// biome-ignore lint/suspicious/noExplicitAny: spoiling a document reaches deep into untyped JSON
type Doc = Record<string, any>;
const copy = (doc: unknown): Doc => JSON.parse(JSON.stringify(doc));
const catalogOf = (doc: Doc, type: string) =>
  (Object.values(doc.catalogs) as Doc[]).find((c) => c.type === type) as Doc;

describe("the ruleset JSON Schema", () => {
  it("compiles as draft-07 and accepts the bundled SRD, which the engine accepts", () => {
    expect(schema.$schema).toBe("http://json-schema.org/draft-07/schema#");
    expect(validate(srd5e).ok).toBe(true);
    const ok = check(srd5e);
    expect(check.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it("accepts the minimal test ruleset", () => {
    const minimal = JSON.parse(readFileSync("test/fixtures/minimal-5e.json", "utf8"));
    expect(validate(minimal).ok).toBe(true);
    expect(check(minimal), JSON.stringify(check.errors)).toBe(true);
  });

  const wrong: [string, (doc: Doc) => void, string][] = [
    ["a name that is a number", (d) => (d.name = 5), "wrong-type"],
    ["a creature's defense as text", (d) => (catalogOf(d, "creatures").entries[0].defense = "ten"), "wrong-type"],
    ["a catalog of an unknown type", (d) => (catalogOf(d, "items").type = "things"), "out-of-range"],
    ["a misspelt top-level key", (d) => (d.catalgos = {}), "unknown-key"],
    [
      "a misspelt key in mechanics",
      (d) => (catalogOf(d, "entries").entries[0].mechanics.damgae = "1d6"),
      "unknown-key",
    ],
    ["a missing sheet", (d) => delete d.sheet, "missing"],
  ];
  for (const [what, spoil, code] of wrong) {
    it(`refuses ${what}, as the engine does`, () => {
      const doc = copy(srd5e);
      spoil(doc);
      expect(validate(doc).issues.map((i) => i.code)).toContain(code);
      expect(check(doc)).toBe(false);
    });
  }

  it('the engine accepts a top-level "$schema" and ignores it; other types there are refused', () => {
    const doc = copy(srd5e);
    doc.$schema = "./node_modules/gamemode-engine/dist/ruleset.schema.json";
    expect(validate(doc).ok).toBe(true);
    expect(check(doc)).toBe(true);
    expect(load(doc).doc.id).toBe(srd5e.id);
    doc.$schema = 3;
    expect(validate(doc).issues.map((i) => i.code)).toEqual(["wrong-type"]);
    expect(check(doc)).toBe(false);
  });
});

describe.skipIf(!existsSync("dist/node/cli.js"))("gamemode-engine schema", () => {
  it("the build wrote the same schema as dist/ruleset.schema.json, for the package", () => {
    expect(JSON.parse(readFileSync("dist/ruleset.schema.json", "utf8"))).toEqual(schema);
  });

  it("prints the same schema, or writes it with --out", () => {
    const out = execFileSync("node", ["bin/gamemode-engine.js", "schema"], { encoding: "utf8", maxBuffer: 1 << 24 });
    expect(JSON.parse(out)).toEqual(schema);
    const dir = mkdtempSync(path.join(tmpdir(), "gme-schema-"));
    try {
      const file = path.join(dir, "ruleset.schema.json");
      execFileSync("node", ["bin/gamemode-engine.js", "schema", "--out", file]);
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(schema);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
