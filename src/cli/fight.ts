// `gamemode-engine fight`: plays one fight of a ruleset's encounter to the end (the director on both sides
// unless --policy says otherwise: a name, or per side "party=director,enemies=random") and prints the log as text, or `{ outcome, rounds, log }` as JSON.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { CombatEvent } from "../combat/events.js";
import { formatEvent } from "../combat/events.js";
import { parseSides, policyFor } from "../director/policies.js";
import { createEngine } from "../engine.js";
import type { RulesetDoc, SheetData } from "../ruleset/index.js";

const MAX_CHOICES = 20_000;

export async function fight(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      ruleset: { type: "string" },
      encounter: { type: "string" },
      party: { type: "string" },
      seed: { type: "string", default: "1" },
      policy: { type: "string", default: "director" },
      "no-board": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  });
  const file = values.ruleset === undefined || values.ruleset === "srd5e" ? "rulesets/srd5e.json" : values.ruleset;
  const ruleset: RulesetDoc = JSON.parse(readFileSync(file, "utf8"));
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be a whole number, got ${values.seed}`);
  const encounters = ruleset.encounters ?? [];
  const encounter = values.encounter === undefined ? encounters[0] : encounters.find((e) => e.id === values.encounter);
  if (!encounter)
    throw new Error(values.encounter ? `no encounter ${values.encounter} in ${file}` : `${file} has no encounters`);
  const party: SheetData[] = values.party
    ? JSON.parse(readFileSync(values.party, "utf8"))
    : (encounter.party ?? []).filter((p): p is SheetData => typeof p === "object");
  if (!party.length)
    throw new Error(`encounter ${encounter.id} names no party sheets: give --party FILE (a JSON array of sheets)`);

  const engine = await createEngine();
  let f = engine.startCombat(ruleset, {
    party,
    enemies: encounter.enemies,
    ...(encounter.board ? { board: encounter.board } : {}),
    ...(encounter.scene ? { scene: encounter.scene } : {}),
    seed,
    noBoard: values["no-board"],
  });
  const sides = parseSides(values.policy);
  for (let i = 0; i < MAX_CHOICES && !f.over; i++)
    f = f.choose(policyFor(sides, f.state, f.whoActs!)(ruleset, f.state));
  const log: readonly CombatEvent[] = f.log;
  if (values.json) console.log(JSON.stringify({ outcome: f.state.outcome, rounds: f.state.round, log }));
  else for (const e of log) console.log(formatEvent(e));
  return 0;
}
