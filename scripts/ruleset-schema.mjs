// Writes rulesets/ruleset.schema.json, the JSON Schema of the ruleset format, from the engine's format and
// capability registry (the same as `gamemode-engine schema`). Usage: npm run schema; a test keeps it fresh.
import { writeFileSync } from "node:fs";
import { importTs } from "./run-ts.mjs";

const SCHEMA_FILE = "rulesets/ruleset.schema.json";

const { rulesetJsonSchema } = await importTs("src/schema/json-schema.ts");
writeFileSync(SCHEMA_FILE, `${JSON.stringify(rulesetJsonSchema(), null, 2)}\n`);
console.log(`wrote ${SCHEMA_FILE}`);
