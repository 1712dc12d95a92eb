// docs/tutorial.md runs as a reader would run it (test/docs/doc-blocks.ts), and the ruleset it builds is
// valid for the engine and for the JSON Schema its "$schema" names.
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/index.js";
import { runDocument } from "./doc-blocks.js";

describe("docs/tutorial.md", () => {
  it("every block runs, prints what the page shows and type-checks", { timeout: 120_000 }, () => {
    const { ran, files } = runDocument("docs/tutorial.md", { mode: "all", typecheck: true });
    expect(ran).toBeGreaterThanOrEqual(10);
    const tiny = JSON.parse(files["tiny.json"]);
    expect(validate(tiny).issues).toEqual([]);
    expect(Object.keys(tiny.catalogs)).toEqual(["spells", "creatures"]);
    expect(tiny.$schema).toBe("./node_modules/gamemode-engine/dist/ruleset.schema.json");
    const schema = JSON.parse(readFileSync(tiny.$schema.replace("./node_modules/gamemode-engine/", ""), "utf8"));
    const check = new Ajv({ strict: true, strictRequired: false, allowUnionTypes: true }).compile(schema);
    expect(check(tiny), JSON.stringify(check.errors)).toBe(true);
  });
});
