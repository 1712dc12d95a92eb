// The words a saved state is checked with (state-check.ts), shared with the packages that check their own slots
// of it (`CapabilityPackage.state`): each throws a refusal with the path of what it refused.
import { ENGINE_LIMITS } from "../registry/limits.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { formatPath, type PathSegment } from "../validate/path.js";
import { clipMessage } from "../validate/report.js";

export type { PathSegment } from "../validate/path.js";

/** What a state check refuses: the first problem, with its path. */
export interface StateProblem {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

export type Obj = Record<string, unknown>;

export class Refused {
  constructor(readonly problem: StateProblem) {}
}

export const refuse = (at: readonly PathSegment[], code: string, message: string): never => {
  throw new Refused({ path: formatPath(at), code, message: clipMessage(message) });
};

export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

export function obj(v: unknown, at: readonly PathSegment[]): Obj {
  if (!isObj(v)) refuse(at, "wrong-type", "expected an object");
  return v as Obj;
}

export function list(v: unknown, at: readonly PathSegment[], max: number): unknown[] {
  if (!Array.isArray(v)) refuse(at, "wrong-type", "expected a list");
  if ((v as unknown[]).length > max) refuse(at, "too-many", `more than ${max} items`);
  return v as unknown[];
}

export function int(v: unknown, at: readonly PathSegment[], min: number, max: number): number {
  if (!Number.isInteger(v)) refuse(at, "wrong-type", "expected a whole number");
  if ((v as number) < min || (v as number) > max) refuse(at, "out-of-range", `${v} is outside ${min}–${max}`);
  return v as number;
}

export function num(v: unknown, at: readonly PathSegment[], min: number, max: number): number {
  if (typeof v !== "number" || !Number.isFinite(v)) refuse(at, "wrong-type", "expected a number");
  if ((v as number) < min || (v as number) > max) refuse(at, "out-of-range", `${v} is outside ${min}–${max}`);
  return v as number;
}

export function str(v: unknown, at: readonly PathSegment[], max = 200): string {
  if (typeof v !== "string") refuse(at, "wrong-type", "expected text");
  if ((v as string).length > max) refuse(at, "too-long", `more than ${max} characters`);
  return v as string;
}

export function oneOf<T extends string>(v: unknown, at: readonly PathSegment[], values: readonly T[]): T {
  if (typeof v !== "string" || !(values as readonly string[]).includes(v)) {
    refuse(at, "out-of-range", `expected one of ${values.join(", ")}`);
  }
  return v as T;
}

export function flag(v: unknown, at: readonly PathSegment[], onlyTrue = false): void {
  if (onlyTrue ? v !== true : typeof v !== "boolean")
    refuse(at, "wrong-type", onlyTrue ? "expected true" : "expected true or false");
}

export function keys(o: Obj, at: readonly PathSegment[], known: ReadonlySet<string>): void {
  for (const k of Object.keys(o)) if (!known.has(k)) refuse([...at, k], "unknown-key", `unknown key "${k}"`);
}

export function strings(
  v: unknown,
  at: readonly PathSegment[],
  max: number,
  each?: (s: string, at: PathSegment[]) => void,
): string[] {
  const items = list(v, at, max);
  items.forEach((s, i) => {
    str(s, [...at, i]);
    each?.(s as string, [...at, i]);
  });
  return items as string[];
}

export function counts(v: unknown, at: readonly PathSegment[], max: number, known?: (k: string) => boolean): void {
  const o = obj(v, at);
  for (const [k, n] of Object.entries(o)) {
    if (known && !known(k)) refuse([...at, k], "bad-reference", `"${k}" is not declared by the ruleset`);
    int(n, [...at, k], 0, max);
  }
}

export interface BoardView {
  readonly width: number;
  readonly height: number;
  readonly blocked: ReadonlySet<number>;
}

export function cell(
  v: unknown,
  at: readonly PathSegment[],
  board: BoardView | null,
  standing: boolean,
): [number, number] {
  if (!Array.isArray(v) || v.length !== 2) refuse(at, "bad-cell", "a cell is [x, y]");
  const side = ENGINE_LIMITS.boardSide;
  const x = int((v as unknown[])[0], [...at, 0], 0, (board?.width ?? side) - 1);
  const y = int((v as unknown[])[1], [...at, 1], 0, (board?.height ?? side) - 1);
  if (standing && board?.blocked.has(y * board.width + x)) refuse(at, "bad-cell", `(${x}, ${y}) is blocked`);
  return [x, y];
}

export function combatantRef(v: unknown, at: readonly PathSegment[], ids: ReadonlySet<string>): void {
  if (typeof v !== "string" || !ids.has(v)) refuse(at, "bad-reference", "expected a combatant id");
}

/** What a package's slot check may read besides its value: the ruleset and the state around it, checked so far
 * (the order, the board, the round bound). */
export interface StateScope {
  readonly ruleset: RulesetDoc;
  readonly state: Readonly<Obj>;
  /** The combatants' ids (the order). */
  readonly ids: ReadonlySet<string>;
  readonly order: readonly string[];
  readonly board: BoardView | null;
  /** The highest round the fight may reach. */
  readonly rounds: number;
}

/** Checks one slot's value (present: absent slots are never asked), refusing through the helpers above. */
export type SlotCheck = (value: unknown, at: readonly PathSegment[], scope: StateScope) => void;

/**
 * Extension point "state": the keys a package adds to a fight's state, each with its check, by where it sits
 * (the state itself, a combatant, an active condition). `resume` refuses any key no composed package declares.
 */
export interface StateSlots {
  readonly fight?: Readonly<Record<string, SlotCheck>>;
  readonly combatant?: Readonly<Record<string, SlotCheck>>;
  readonly condition?: Readonly<Record<string, SlotCheck>>;
}
