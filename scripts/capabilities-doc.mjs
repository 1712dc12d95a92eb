// Writes docs/capabilities.md from the capability registry. Usage: npm run docs:capabilities
import { importTs } from "./run-ts.mjs";

const { main } = await importTs("scripts/registry/capabilities-doc.ts");
process.exitCode = main();
