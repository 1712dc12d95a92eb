import type { Rng } from "../random/rng.js";
import type { D20Roll, RollMode } from "./types.js";

/** One d20, or two keeping the higher (advantage) or the lower (disadvantage). All rolls are kept for the log. */
export function rollD20(rng: Rng, mode: RollMode): D20Roll {
  if (mode === "normal") {
    const value = rng.die(20);
    return { value, rolls: [value], mode };
  }
  if (mode !== "advantage" && mode !== "disadvantage") {
    throw new RangeError(`unknown roll mode ${JSON.stringify(mode)}`);
  }
  const rolls = [rng.die(20), rng.die(20)];
  const value = mode === "advantage" ? Math.max(...rolls) : Math.min(...rolls);
  return { value, rolls, mode };
}

/**
 * The mode a d20 is rolled in, given how many sources grant advantage and disadvantage.
 * As in 5e, any advantage and any disadvantage cancel out, however many of each there are.
 */
export function combineModes(advantages: number, disadvantages: number): RollMode {
  const hasAdvantage = advantages > 0;
  const hasDisadvantage = disadvantages > 0;
  if (hasAdvantage === hasDisadvantage) return "normal";
  return hasAdvantage ? "advantage" : "disadvantage";
}
