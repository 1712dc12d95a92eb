// `npm start`: plays the bundled SRD's first encounter to the end, the director choosing for both sides, and
// prints the log with a picture of the board at the start of each round. A fixed seed keeps the output stable.
import { parseArgs } from "node:util";
import { direct } from "../director/index.js";
import { createEngine } from "../engine.js";
import { encounterSetup, whole } from "./encounter-setup.js";
import { playText } from "./text-log.js";

export async function demo(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { seed: { type: "string", default: "1" } } });
  const seed = whole("seed", values.seed, 1);
  const engine = await createEngine();
  const { ruleset, name, setup } = encounterSetup({});
  console.log(`gamemode-engine ${engine.version}: ${name}, seed ${seed} (the director plays both sides)`);
  playText(ruleset, engine.startCombat(ruleset, { ...setup, seed }), (state) => direct(ruleset, state));
  return 0;
}
