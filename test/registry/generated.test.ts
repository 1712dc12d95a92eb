// The generated key data and docs/capabilities.md must match what their generators make now. The reference
// text itself is outside the repository: node scripts/check-spec.mjs checks keys.generated.ts against it in
// full; here it is rebuilt from the reference's `Keys:` lines kept as data, all but the schema hints (those are
// read from the reference's examples, which the data leaves out).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildRecords } from "../../scripts/registry/build-records.js";
import { GENERATED } from "../../scripts/registry/generate.js";
import { parseKeysLine } from "../../scripts/registry/parse-keys.js";
import { renderCapabilitiesDoc } from "../../src/registry/doc.js";
import { allKeys, capabilityApi, sectionStatus } from "../../src/registry/index.js";
import { KEYS, SECTIONS } from "../../src/registry/keys.generated.js";
import { REFERENCE_SECTIONS } from "./reference-keys.js";

const PART = (part: string) => Number(/\d+/.exec(part)![0]);

describe("generated files are fresh", () => {
  it(`${GENERATED} has the reference's sections, in order`, () => {
    expect(SECTIONS).toEqual(REFERENCE_SECTIONS.map((s) => [s.version, s.title, PART(s.part)]));
  });

  it(`${GENERATED} has every key the reference's Keys: lines give (node scripts/check-spec.mjs)`, () => {
    const parsed = REFERENCE_SECTIONS.map((s) => ({ ...s, body: "", keys: parseKeysLine(s.keysLine) }));
    const KINDS = ["key", "value", "phrase"];
    const rebuilt = buildRecords(parsed).map((r) => ({
      key: r.key,
      kind: r.kind,
      version: r.version,
      where: r.where.join(" "),
      values: r.values ?? [],
      also: r.also,
      as: r.as,
    }));
    const generated = KEYS.map(([key, kind, version, where, , values, also, as]) => ({
      key,
      kind: KINDS[kind],
      version,
      where,
      values: values ?? [],
      also: also ?? [],
      as,
    }));
    expect(generated).toEqual(rebuilt);
  });

  it("docs/capabilities.md matches the registry (npm run docs:capabilities)", () => {
    const text = renderCapabilitiesDoc(allKeys(), sectionStatus(), capabilityApi());
    expect(readFileSync("docs/capabilities.md", "utf8") === text, "stale: run npm run docs:capabilities").toBe(true);
  });
});
