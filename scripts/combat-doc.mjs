// Writes the option kinds and event types of docs/combat.md from the types. Usage: npm run docs:combat
import { importTs } from "./run-ts.mjs";

const { main } = await importTs("scripts/combat/reference.ts");
process.exitCode = main();
