// `npm start`: plays the bundled SRD's first encounter to the end, the director choosing for both sides, and
// prints the log with a picture of the board at the start of each round. A fixed seed keeps the output stable.
import { parseArgs } from "node:util";
import { choose, formatEvent, startCombat, whoActs } from "../combat/index.js";
import { direct } from "../director/index.js";
import { createEngine } from "../engine.js";
import { boardPicture } from "./board-picture.js";
import { encounterSetup } from "./encounter-setup.js";

const MAX_CHOICES = 20_000;

export async function demo(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { seed: { type: "string", default: "1" } } });
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be a whole number, got ${values.seed}`);
  const engine = await createEngine();
  const { ruleset, name, setup } = encounterSetup({});
  console.log(`gamemode-engine ${engine.version}: ${name}, seed ${seed}`);
  const first = startCombat(ruleset, { ...setup, seed });
  let state = first.state;
  let round = 0;
  const show = (lines: readonly string[]) => {
    for (const line of lines) console.log(line);
  };
  show(first.events.map((e) => `  ${formatEvent(e)}`));
  for (let i = 0; i < MAX_CHOICES && !state.outcome; i++) {
    if (state.round !== round) {
      round = state.round;
      console.log(`\nRound ${round}`);
      show(boardPicture(state));
    }
    const r = choose(ruleset, state, direct(ruleset, state));
    if ("rejected" in r) throw new Error(`${whoActs(state)}: the director's choice was rejected (${r.rejected.code})`);
    show(r.events.map((e) => `  ${formatEvent(e)}`));
    state = r.state;
  }
  console.log(`\nOutcome: ${state.outcome ?? "undecided"} after ${state.round} round(s)`);
  show(boardPicture(state));
  return 0;
}
