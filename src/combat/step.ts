// What a step of a fight returns: the new state and its events, or a rejection. Apart from types.ts so the
// state's shapes do not import the events (whose wording reads the state).
import type { CombatEvent } from "./events.js";
import type { CombatState, Rejection } from "./types.js";

export interface Step {
  readonly state: CombatState;
  readonly events: CombatEvent[];
}

export type ChooseResult = Step | { readonly rejected: Rejection };
