// Checks the repository against the reference text, which lives outside it (../shared/spec by default):
// the reference's sections and `Keys:` lines kept as data for the tests (test/registry/reference-keys.json)
// and src/registry/keys.generated.ts must both be what the reference says now. The tests read only the
// data, so they run on any clone; run this where the reference is at hand, after it changes.
// Usage: node scripts/check-spec.mjs [SPEC_DIR] [--write]   (--write refreshes both files)
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { importTs } from "./run-ts.mjs";

const REFERENCE_KEYS = "test/registry/reference-keys.json";

const args = process.argv.slice(2);
const specDir = resolve(args.find((a) => !a.startsWith("--")) ?? "../shared/spec");
const write = args.includes("--write");
const { GENERATED, readSpec, renderKeysModule } = await importTs("scripts/registry/generate.ts");

const sections = readSpec(specDir);
const wanted = {
  [REFERENCE_KEYS]: `${JSON.stringify(
    sections.map(({ part, version, title, keysLine }) => ({ part, version, title, keysLine })),
    null,
    2,
  )}\n`,
  [GENERATED]: renderKeysModule(sections),
};

let stale = 0;
for (const [file, text] of Object.entries(wanted)) {
  if (readFileSync(file, "utf8") === text) continue;
  if (write) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  } else {
    console.error(`${file} is stale against ${specDir}: run node scripts/check-spec.mjs --write`);
    stale++;
  }
}
if (!stale && !write)
  console.log(`${Object.keys(wanted).join(" and ")} match ${specDir} (${sections.length} sections)`);
process.exitCode = stale ? 1 : 0;
