// `gamemode-engine validate FILE [--json]`: exit 0 with one line saying the ruleset is valid; 1 with one line
// per issue (where, code, message) when it is not; 2 when the file cannot be read. `--json` prints the report.
// A merged `{ ruleset, characters }` file (what `fight --ruleset` takes, and the package ships) is checked as
// its ruleset, with its characters' ids and the encounters' party names checked against them.
import { parseArgs } from "node:util";
import type { Issue, ValidationReport } from "../validate/index.js";
import { validate as check } from "../validate/index.js";
import { levelText } from "./api-level.js";
import { isMerged } from "./encounter-setup.js";
import { readablePath } from "./issue-path.js";
import { jsonMistake, readText } from "./read-json.js";
import { UsageError } from "./usage-error.js";

export function validate(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new UsageError(positionals.length ? "give one FILE at a time" : "give the ruleset FILE to check");
  const file = positionals[0]!;
  const text = readText(file, "ruleset");
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    if (values.json) console.log(JSON.stringify(check(text), null, 2));
    else console.log(`${file} is not valid JSON: ${jsonMistake(text, error)}`);
    return 1;
  }
  const report = checkFile(doc);
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else if (report.ok) console.log(`${file}: a valid ruleset; ${usesText(report.needs)}`);
  else for (const i of report.issues) console.log(`${readablePath(i.path, doc)} ${i.code} ${i.message}`);
  return report.ok ? 0 : 1;
}

/** What the ruleset needs, in words that cannot be misread as a decimal. */
function usesText(needs: string): string {
  if (needs === "base") return "it uses only the base keys";
  return `it uses keys up to Capability API ${levelText(needs)}; the number after the dot counts levels`;
}

/** The report for a ruleset, or for a merged file: its ruleset's issues under `ruleset.`, and its characters'. */
export function checkFile(doc: unknown): ValidationReport {
  if (doc === null || typeof doc !== "object" || Array.isArray(doc) || !isMerged(doc)) return check(doc);
  const extra = Object.keys(doc).filter((k) => k !== "ruleset" && k !== "characters");
  const inner = check(doc.ruleset);
  const issues: Issue[] = [
    ...extra.map((k) => issue(k, "unknown-key", `unknown key "${k}": a merged file holds "ruleset" and "characters"`)),
    ...inner.issues.map((i) => ({
      ...i,
      path: i.path === "$" ? "ruleset" : `ruleset${i.path.startsWith("[") ? "" : "."}${i.path}`,
    })),
    ...characterIssues(doc),
  ];
  return { ok: issues.length === 0, needs: inner.needs, issues };
}

function issue(path: string, code: Issue["code"], message: string): Issue {
  return { path, code, message, capability: "base" };
}

/** The characters must be sheets with ids, each once; each encounter's party names one of them or is a sheet. */
function characterIssues(doc: { ruleset: unknown; characters?: unknown }): Issue[] {
  const out: Issue[] = [];
  const ids = new Set<string>();
  const chars = doc.characters ?? [];
  if (!Array.isArray(chars)) return [issue("characters", "wrong-type", "expected an array of character sheets")];
  chars.forEach((c, i) => {
    const id = c !== null && typeof c === "object" ? (c as { id?: unknown }).id : undefined;
    if (typeof id !== "string" || !id)
      out.push(issue(`characters[${i}].id`, "missing", "a ready-made character needs an id"));
    else if (ids.has(id))
      out.push(issue(`characters[${i}].id`, "duplicate-id", `character id "${id}" is already used`));
    else ids.add(id);
  });
  const encounters = (doc.ruleset as { encounters?: unknown } | null)?.encounters;
  if (Array.isArray(encounters))
    encounters.forEach((e, i) => {
      const party = (e as { party?: unknown } | null)?.party;
      if (Array.isArray(party))
        party.forEach((p, j) => {
          if (typeof p === "string" && !ids.has(p))
            out.push(
              issue(`ruleset.encounters[${i}].party[${j}]`, "bad-reference", `no character "${p}" in characters`),
            );
        });
    });
  return out;
}
