// Chances of the d20 and of damage totals, in closed form: the director reasons with expectations, never by
// rolling, so a decision costs no draws from the fight's generator.

export type Mode = "normal" | "advantage" | "disadvantage";

/** The mode a number of advantages and disadvantages come to: any of each cancel out. */
export function modeOf(adv: number, dis: number): Mode {
  if (adv > 0 && dis === 0) return "advantage";
  if (dis > 0 && adv === 0) return "disadvantage";
  return "normal";
}

function withMode(p: number, mode: Mode): number {
  if (mode === "advantage") return 1 - (1 - p) * (1 - p);
  if (mode === "disadvantage") return p * p;
  return p;
}

function hitFaces(bonus: number, defense: number, critOn: number): number {
  let faces = 0;
  for (let n = 1; n <= 20; n++) if (n >= critOn || (n !== 1 && n + bonus >= defense)) faces++;
  return faces;
}

/** Chance that an attack hits: a natural `critOn` or more always hits, a natural 1 always misses. A bonus with
 * a fraction (the average of a die a modifier adds) counts between the whole numbers around it. */
export function hitChance(bonus: number, defense: number, mode: Mode, critOn = 20): number {
  const lo = Math.floor(bonus);
  const f = bonus - lo;
  const faces = (1 - f) * hitFaces(lo, defense, critOn) + (f > 0 ? f * hitFaces(lo + 1, defense, critOn) : 0);
  return withMode(faces / 20, mode);
}

export function critChance(mode: Mode, critOn = 20): number {
  return withMode(Math.max(0, 21 - critOn) / 20, mode);
}

/** Chance that a save (total against difficulty, no automatic results) fails. */
export function saveFailChance(bonus: number, difficulty: number, mode: Mode = "normal"): number {
  const succeed = Math.min(1, Math.max(0, (21 - (difficulty - bonus)) / 20));
  return 1 - withMode(succeed, mode);
}

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26; error under 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Chance that a total with this mean and spread reaches `need` (continuity-corrected for whole numbers). */
export function reachChance(mean: number, sd: number, need: number): number {
  if (need <= 0) return 1;
  if (sd <= 1e-9) return mean >= need ? 1 : 0;
  return 1 - normalCdf((need - 0.5 - mean) / sd);
}

/** Chances of each face of a d20 rolled with a mode (index 1..20). */
function faces(mode: Mode): number[] {
  const p = [0];
  for (let k = 1; k <= 20; k++)
    p.push(mode === "advantage" ? (2 * k - 1) / 400 : mode === "disadvantage" ? (41 - 2 * k) / 400 : 1 / 20);
  return p;
}

function beatsBy(gap: number, mine: number[], theirs: number[]): number {
  let p = 0;
  for (let i = 1; i <= 20; i++) for (let j = 1; j <= 20; j++) if (i - j > gap) p += mine[i]! * theirs[j]!;
  return p;
}

/** Chance that d20 + `bonus` beats (a tie loses) the other side's d20 + `against`, each rolled with its mode. A
 * bonus with a fraction (the average of a die a modifier adds) counts between the whole numbers around it. */
export function contestChance(bonus: number, mode: Mode, against: number, theirMode: Mode): number {
  const gap = against - bonus;
  const lo = Math.floor(gap);
  const f = gap - lo;
  const mine = faces(mode);
  const theirs = faces(theirMode);
  return (1 - f) * beatsBy(lo, mine, theirs) + (f > 0 ? f * beatsBy(lo + 1, mine, theirs) : 0);
}
