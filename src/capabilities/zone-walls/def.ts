// 1.177 as written beyond the plain wall: `area.ring`, `zone.side`, the choice's `toward`, `ring` and `side`, and the
// option fields that say a wall option takes them (their schemas and rules: format.ts).
import type { Cell } from "../../ruleset/encounter.js";

export type WallSide = "near" | "far";
export const SIDES: readonly WallSide[] = ["near", "far"];

declare module "../zones/state.js" {
  interface ZoneState {
    /** 1.177: the side its cast chose, and the cells (board indices) within the side's distance there. */
    side?: WallSide;
    sideCells?: number[];
  }
}

declare module "../../combat/types.js" {
  interface OptionBase {
    /** 1.177: a wall option may name a `toward` cell (one of its `cells`) to run the wall that way. */
    readonly toward?: boolean;
    /** 1.177: a wall with `area.ring` may be laid out as a ring (`ring: true`). */
    readonly ring?: boolean;
    /** 1.177: a wall with `zone.side` takes a `side`. */
    readonly sides?: readonly WallSide[];
  }
  interface Choice {
    /** 1.177: the wall runs from `at` toward this cell, instead of across the line from its user. */
    readonly toward?: Cell;
    /** 1.177: the wall is laid out as a ring around `at`. */
    readonly ring?: boolean;
    /** 1.177: which side of the wall its `zone.side` catches on: `near` its user (inside a ring), `far` (the
     * default) away from its user (outside a ring). */
    readonly side?: WallSide;
  }
  interface ActFrame {
    /** 1.177: the side the choice named. */
    side?: WallSide;
  }
}
