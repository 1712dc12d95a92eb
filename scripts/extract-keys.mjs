// Extracts every key of the reference (../shared/spec) into src/registry/keys.generated.ts.
// Usage: node scripts/extract-keys.mjs [SPEC_DIR] [--check]
import { importTs } from "./run-ts.mjs";

const { main } = await importTs("scripts/registry/generate.ts");
process.exitCode = await main(process.argv.slice(2));
