import { DiceError } from "./errors.js";
import { MAX_FLAT } from "./limits.js";
import { normalizeExpr } from "./normalize.js";
import { parseDiceString } from "./parse-string.js";
import type { DiceExpr, ParseResult } from "./types.js";

const OBJECT_KEYS = ["dice", "flat"];

/**
 * Reads any form a ruleset may write a dice amount in (see `DiceSpec`) into a `DiceExpr`.
 * Takes `unknown` because it is the load-time check: it never throws, it explains.
 */
export function parseDice(spec: unknown): ParseResult {
  if (typeof spec === "string") return parseDiceString(spec);
  if (typeof spec === "number") {
    const problem = flatProblem(spec);
    return problem ? fail(`bad dice value ${spec}: ${problem}`) : { ok: true, expr: { terms: [], flat: spec + 0 } };
  }
  if (isPlainObject(spec)) return parseDiceObject(spec);
  return fail(`bad dice value: expected a string like "2d6", a whole number, or { dice, flat }, got ${kindOf(spec)}`);
}

/** `parseDice` for callers that already validated at load time and treat failure as a bug. */
export function parseDiceOrThrow(spec: unknown): DiceExpr {
  const result = parseDice(spec);
  if (!result.ok) throw new DiceError(result.message);
  return result.expr;
}

function parseDiceObject(spec: Record<string, unknown>): ParseResult {
  const unknownKey = Object.keys(spec).find((key) => !OBJECT_KEYS.includes(key));
  if (unknownKey !== undefined) {
    return fail(`bad dice object: unknown key ${JSON.stringify(unknownKey)} (allowed: dice, flat)`);
  }
  // A key holding undefined counts as absent, as it would after a JSON round trip.
  const { dice, flat } = spec;
  if (dice === undefined && flat === undefined) return fail(`bad dice object: needs "dice", "flat" or both`);

  let expr: DiceExpr = { terms: [], flat: 0 };
  if (dice !== undefined) {
    if (typeof dice !== "string") {
      return fail(`bad dice object: "dice" must be a string like "2d6", got ${kindOf(dice)}`);
    }
    const parsed = parseDiceString(dice);
    if (!parsed.ok) return parsed;
    expr = parsed.expr;
  }
  if (flat !== undefined) {
    const problem = typeof flat === "number" ? flatProblem(flat) : `expected a whole number, got ${kindOf(flat)}`;
    if (problem) return fail(`bad dice object: "flat" ${problem}`);
    const total = expr.flat + (flat as number);
    if (Math.abs(total) > MAX_FLAT) {
      return fail(`bad dice object: the fixed part must lie within ±${MAX_FLAT}, got ${total}`);
    }
    expr = normalizeExpr(expr.terms, total);
  }
  return { ok: true, expr };
}

function flatProblem(value: number): string | null {
  if (!Number.isInteger(value)) return `expected a whole number, got ${value}`;
  if (Math.abs(value) > MAX_FLAT) return `a fixed number must lie within ±${MAX_FLAT}, got ${value}`;
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function kindOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return String(value);
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

function fail(message: string): ParseResult {
  return { ok: false, message };
}
