/** One run of identical dice: `count` dice of `sides` faces, added (sign 1) or subtracted (sign -1). */
export interface DiceTerm {
  count: number;
  sides: number;
  sign: 1 | -1;
}

/**
 * The normalized form every dice spec parses to. Terms of the same die and sign are merged
 * (in order of first appearance), so equal expressions compare equal and format the same.
 */
export interface DiceExpr {
  terms: DiceTerm[];
  flat: number;
}

/** The forms a ruleset may write: "2d6", "1d8 + 2", "7", 7, { dice: "2d10" }, { flat: 20 }, { dice: "1d6", flat: 2 }. */
export type DiceSpec = string | number | { dice: string; flat?: number } | { dice?: string; flat: number };

export type ParseResult = { ok: true; expr: DiceExpr } | { ok: false; message: string };

/** One die as rolled, in roll order; `rerolled` holds earlier values it replaced, oldest first. */
export interface RolledDie {
  sides: number;
  value: number;
  sign: 1 | -1;
  rerolled?: number[];
}

/** Everything the event log needs to replay and explain a roll. `expr` is what was actually rolled. */
export interface DiceRoll {
  total: number;
  dice: RolledDie[];
  flat: number;
  expr: string;
}

export interface RollOptions {
  /** Roll the maximum without drawing from the generator (Capability API 1.415 `maximizes`). */
  maximize?: boolean;
  /** Roll each die term this many times, the flat part once (critical hits double the dice). */
  timesDice?: number;
}

export type RollMode = "normal" | "advantage" | "disadvantage";

export interface D20Roll {
  value: number;
  rolls: number[];
  mode: RollMode;
}
