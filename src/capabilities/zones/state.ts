// A lasting zone as the combat state lists it (1.172): JSON like the rest of the state.
import type { AreaLayout } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { ZoneWritten } from "./format.js";

export type ZoneTrigger = "enter" | "turn-start" | "turn-end";

/** A lasting zone as written: its schema's type, with what other packages add by declaration merging. */
export interface ZoneDef extends ZoneWritten {}

export interface ZoneState {
  /** The caster and the use whose effect it repeats. */
  by: string;
  use: string;
  name: string;
  anchor: "point" | "caster";
  /** Where a point zone was cast from and aimed (a carried zone follows its caster instead). */
  origin?: Cell;
  at?: Cell;
  /** 1.177: a wall laid toward a cell or as a ring, as its cast chose. */
  layout?: AreaLayout;
  /** Turns of its caster left. */
  left: number;
  /** The turn it was cast in (`round:turn`), which does not count. */
  castIn: string;
  /** Without a board: those the cast caught, whom it keeps. */
  members: string[];
  /** Who it has caught in the turn `caughtIn` names: once per turn at most. */
  caughtIn: string;
  caught: string[];
  /** The cast's paid level, so a repeat deals what the cast dealt. */
  steps: number;
  level?: number;
}

declare module "../../combat/types.js" {
  interface CombatState {
    /** Lasting zones on the field, oldest first (1.172). */
    zones?: ZoneState[];
  }
}
