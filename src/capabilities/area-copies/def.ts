// 1.178 `area.copies` and 1.301 `area.copiesWithin` as the engine reads them, and the fields an option and a choice
// carry for an area put down several times.
import type { Cell } from "../../ruleset/encounter.js";

declare module "../../ruleset/mechanics.js" {
  interface AreaDef {
    /** 1.178: a burst or box put down this many times at once (2 to 10), each copy touching another. */
    readonly copies?: number;
    /** 1.301: with `copies`, every centre within this distance of another centre, instead of touching. */
    readonly copiesWithin?: number;
  }
}

/** What an option of an area put down several times says: how many copies, and how they must lie. */
export interface CopiesShape {
  /** Every copy, the one at `at` included. */
  readonly count: number;
  /** 1.301: each centre within this distance (the ruleset's unit) of one placed before it; absent, each copy
   * touches (shares or borders a cell of) one placed before it. */
  readonly within?: number;
}

declare module "../../combat/types.js" {
  interface OptionBase {
    /** 1.178: the area is put down `count` times; the choice names the other copies' aim points in `copies`. */
    readonly copies?: CopiesShape;
  }
  interface Choice {
    /** 1.178: the aim points of the copies after the one at `at`, in the order they are placed (one fewer than the
     * option's `copies.count`), each one of the option's `cells`. */
    readonly copies?: readonly Cell[];
  }
}
