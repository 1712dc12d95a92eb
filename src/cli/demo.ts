import { parseArgs } from "node:util";
import { formatDice, parseDiceOrThrow, rollD20, rollDice } from "../dice/index.js";
import { createEngine } from "../engine.js";
import { Rng } from "../random/rng.js";

/** `npm start`: shows what the engine does today, with a fixed seed so the output is stable. */
export async function demo(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { seed: { type: "string", default: "1" } } });
  const engine = await createEngine();
  const rng = Rng.fromSeed(Number(values.seed));
  console.log(`gamemode-engine ${engine.version} — Capability API ${engine.capabilityApi}, seed ${values.seed}`);
  for (const spec of ["1d20", "2d6 + 3", "8d6", "1d8 - 1"]) {
    const roll = rollDice(parseDiceOrThrow(spec), rng);
    const faces = roll.dice.map((d) => d.value).join(", ");
    console.log(`  ${formatDice(parseDiceOrThrow(spec)).padEnd(8)} → ${String(roll.total).padStart(3)}  [${faces}]`);
  }
  const attack = rollD20(rng, "advantage");
  console.log(`  d20 with advantage → ${attack.value} (rolled ${attack.rolls.join(" and ")})`);
  const d = engine.geometry.gridDistance(3, 5, 1);
  console.log(`  5-10-5 distance across 3×5 cells (in wasm) → ${d} cells (${d * 5} ft)`);
  return 0;
}
