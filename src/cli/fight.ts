// `gamemode-engine fight`: plays one fight of a ruleset's encounter to the end (the director on both sides
// unless --policy says otherwise: a name, or per side "party=director,enemies=random") and prints the log as
// text with a picture of the board each round, or `{ outcome, rounds, log }` as JSON.
import { parseArgs } from "node:util";
import { type CombatState, whoActs } from "../combat/index.js";
import { parseSides, policyFor } from "../director/policies.js";
import { createEngine } from "../engine.js";
import { ENCOUNTER_OPTIONS, encounterSetup, whole } from "./encounter-setup.js";
import { playText } from "./text-log.js";

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
  const sides = parseSides(values.policy);
  const start = engine.startCombat(ruleset, { ...setup, seed });
  const decide = (state: CombatState) => policyFor(sides, state, whoActs(state)!)(ruleset, state);
  if (!values.json) {
    playText(ruleset, start, decide);
    return 0;
  }
  let f = start;
  for (let i = 0; i < MAX_CHOICES && !f.over; i++) f = f.choose(decide(f.state));
  console.log(JSON.stringify({ outcome: f.state.outcome, rounds: f.state.round, log: f.log }));
  return 0;
}
