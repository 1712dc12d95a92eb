// The generated key data and docs/capabilities.md must match what their generators make now.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED, readSpec, renderKeysModule } from "../../scripts/registry/generate.js";
import { renderCapabilitiesDoc } from "../../src/registry/doc.js";
import { allKeys, capabilityApi, sections } from "../../src/registry/index.js";

describe("generated files are fresh", () => {
  it(`${GENERATED} matches the reference (node scripts/extract-keys.mjs)`, () => {
    const text = renderKeysModule(readSpec(path.resolve(process.cwd(), "../shared/spec")));
    expect(readFileSync(GENERATED, "utf8") === text, "stale: run node scripts/extract-keys.mjs").toBe(true);
  });
  it("docs/capabilities.md matches the registry (npm run docs:capabilities)", () => {
    const text = renderCapabilitiesDoc(allKeys(), sections, capabilityApi());
    expect(readFileSync("docs/capabilities.md", "utf8") === text, "stale: run npm run docs:capabilities").toBe(true);
  });
});
