// One concrete choice the director weighs: an option of the menu with its targets, cell and payment filled in,
// and what the scorer needs to know about it.
import type { Choice, Combatant, Option, Payment } from "../combat/types.js";
import type { UseDef } from "../combat/uses.js";

export interface Candidate {
  readonly choice: Choice;
  readonly option: Option;
  /** The use behind a "use" option. */
  readonly use?: UseDef;
  /** Whom it reaches: the named targets, or everyone an area aimed at `choice.at` catches. */
  readonly targets: readonly Combatant[];
  /** The payment chosen, and the levels it pays above the use's own. */
  readonly payment?: Payment;
  readonly steps: number;
  /** A multiattack's strikes, each its own use at its target as the strikes before leave it (its health less
   * their expected damage), with the chance it still stands when the strike comes (weighed one by one). */
  readonly strikes?: readonly { readonly use: UseDef; readonly target: Combatant; readonly standing: number }[];
}
