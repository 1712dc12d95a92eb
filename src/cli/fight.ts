// `gamemode-engine fight`: plays one fight of a ruleset's encounter to the end (the director on both sides
// unless --policy says otherwise: a name, or per side "party=director,enemies=random") and prints the log as text, or `{ outcome, rounds, log }` as JSON.
import { parseArgs } from "node:util";
import type { CombatEvent } from "../combat/events.js";
import { formatEvent } from "../combat/events.js";
import { parseSides, policyFor } from "../director/policies.js";
import { createEngine } from "../engine.js";
import { ENCOUNTER_OPTIONS, encounterSetup, whole } from "./encounter-setup.js";

const MAX_CHOICES = 20_000;

export async function fight(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: ENCOUNTER_OPTIONS });
  const seed = whole("seed", values.seed, 1);
  const { ruleset, setup } = encounterSetup({
    ruleset: values.ruleset,
    encounter: values.encounter,
    party: values.party,
    noBoard: values["no-board"],
  });
  const engine = await createEngine();
  let f = engine.startCombat(ruleset, { ...setup, seed });
  const sides = parseSides(values.policy);
  for (let i = 0; i < MAX_CHOICES && !f.over; i++)
    f = f.choose(policyFor(sides, f.state, f.whoActs!)(ruleset, f.state));
  const log: readonly CombatEvent[] = f.log;
  if (values.json) console.log(JSON.stringify({ outcome: f.state.outcome, rounds: f.state.round, log }));
  else for (const e of log) console.log(formatEvent(e));
  return 0;
}
