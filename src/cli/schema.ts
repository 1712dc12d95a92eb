import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { rulesetJsonSchema } from "../schema/json-schema.js";

const USAGE = `usage: gamemode-engine schema [--out FILE]

Prints the JSON Schema of the ruleset format (or writes it to FILE). Point a ruleset's "$schema" at it for
completion and inline errors in an editor; the package ships it as dist/ruleset.schema.json.`;

/** `gamemode-engine schema [--out FILE]`: the ruleset format as a JSON Schema, from the registry. */
export function schema(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: { out: { type: "string" }, help: { type: "boolean", short: "h", default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const text = `${JSON.stringify(rulesetJsonSchema(), null, 2)}\n`;
  if (values.out === undefined) {
    process.stdout.write(text);
    return 0;
  }
  try {
    writeFileSync(values.out, text);
  } catch (error) {
    console.error(`cannot write ${values.out}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  console.log(`wrote ${values.out}`);
  return 0;
}
