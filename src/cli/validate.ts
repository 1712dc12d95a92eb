import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { validate as check } from "../validate/index.js";

const USAGE = "usage: gamemode-engine validate FILE [--json]";

/**
 * `gamemode-engine validate FILE [--json]`: exit 0 when the ruleset is valid, 1 with one line per issue
 * (`path code message`) when not, 2 on usage errors. `--json` prints the whole report instead.
 */
export function validate(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(positionals[0], "utf8");
  } catch (error) {
    console.error(`cannot read ${positionals[0]}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  // Editors on some systems write a byte-order mark, which JSON.parse refuses.
  const report = check(text.replace(/^\uFEFF/, ""));
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else if (!report.ok) console.log(report.issues.map((i) => `${i.path} ${i.code} ${i.message}`).join("\n"));
  return report.ok ? 0 : 1;
}
