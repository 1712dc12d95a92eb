// The normalised shape of anything a combatant can use (built by uses.ts): a type of its own, so the
// capability contract can name it without importing how uses are gathered.
import type { Mechanics } from "../ruleset/mechanics.js";

export interface UseDef {
  /** Unique among the combatant's uses. */
  readonly id: string;
  readonly name: string;
  /** `row`: a row of an attack list that every sheet's fight has (1.244 `combat.attacks[].always`). */
  readonly origin: "entry" | "item-attack" | "item-use" | "creature" | "row";
  /** The catalog the entry or item comes from (selects `combat.attacks`). */
  readonly catalog?: string;
  readonly m: Partial<Mechanics>;
  /** A fixed attack bonus (creature actions, weapons). */
  readonly toHit?: number;
  /** The ability its attack is made with, when it names one (a weapon's). */
  readonly ability?: string;
  /** Added to the damage (a weapon's ability modifier). */
  readonly damageAdd?: number;
  readonly melee: boolean;
  /** Melee reach in distance units. */
  readonly reach: number;
  readonly range?: { readonly normal: number; readonly long?: number };
  /** The level it is cast at (the cost's own level). */
  readonly level?: number;
  /** Limited uses of a creature action. */
  readonly uses?: number;
  /** A creature action spent on use and recovered by a roll at its holder's turn start (capabilities/recharge.ts). */
  readonly recharge?: { readonly dice?: string; readonly on?: number };
  /** The inventory item an item use or attack comes from (`<catalog>/<entry>`). */
  readonly item?: string;
  /** What an item use spends (capabilities/items.ts): one of the stack, or the item's charges. */
  readonly spends?: { readonly what: "quantity" | "charges"; readonly amount: number };
  /** A multiattack: the uses it makes, in order, each `count` times (see capabilities/sequence.ts). */
  readonly steps?: readonly { readonly use: string; readonly count: number }[];
  /** A use of a catalog entry that is no casting of it (an action a held condition gives, 1.236): the engine's
   * `combat.bonusSpell` does not count it as a spell cast. */
  readonly notCast?: true;
  /** The module that offers it, when not the generic `acting` (extension point "offered uses"). */
  readonly offeredBy?: string;
  /** Offered only between turns, never on its user's own (a lair action): the module offering it said so. */
  readonly betweenTurns?: true;
  /** 1.302: how far a hit pushes its target, from the amendments of the entry. */
  readonly push?: number;
  /** 1.306: what its strikes carry (a conjured weapon's `qualities`). */
  readonly qualities?: readonly string[];
  /** 1.306: a conjuring entry as used for one weapon: the item conjured, or the held item bound. */
  readonly conjure?: { readonly by: string; readonly item: string; readonly bind?: true };
  /** 1.306: the weapon a conjuring entry put into its user's hand. */
  readonly conjuredBy?: string;
}
