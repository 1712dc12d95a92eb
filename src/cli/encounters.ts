// `gamemode-engine encounters [--ruleset FILE] [--json]`: the encounters a ruleset offers, for `--encounter ID`.
import { parseArgs } from "node:util";
import { findEntry } from "../combat/entries.js";
import type { EncounterDef, RulesetDoc } from "../ruleset/index.js";
import { rulesetFile } from "./encounter-setup.js";

export interface EncounterRow {
  readonly id: string;
  readonly name: string;
  /** The party's names (ready-made characters by id, sheets by name). */
  readonly party: readonly string[];
  /** "4 Goblin", "Wolf": each kind of enemy with its count. */
  readonly enemies: readonly string[];
}

export function encounterRows(ruleset: RulesetDoc): EncounterRow[] {
  return (ruleset.encounters ?? []).map((e: EncounterDef) => ({
    id: e.id,
    name: e.name ?? e.id,
    party: (e.party ?? []).map((p) => (typeof p === "string" ? p : (p.name ?? p.id ?? "?"))),
    enemies: e.enemies.map((x) => {
      const name = findEntry(ruleset, x.creature)?.name ?? x.creature;
      return (x.count ?? 1) > 1 ? `${x.count} ${name}` : name;
    }),
  }));
}

export function encounters(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: { ruleset: { type: "string" }, json: { type: "boolean", default: false } },
  });
  const { ruleset, where } = rulesetFile(values.ruleset);
  const rows = encounterRows(ruleset);
  if (values.json) {
    console.log(JSON.stringify(rows, null, 2));
    return 0;
  }
  if (!rows.length) {
    console.log(`${where} has no encounters`);
    return 0;
  }
  const width = Math.max(...rows.map((r) => r.id.length));
  console.log(`Encounters of ${where} (play one with \`fight --encounter ID\`):`);
  for (const r of rows) console.log(`  ${r.id.padEnd(width)}  ${r.name}: ${r.enemies.join(", ")}`);
  return 0;
}
