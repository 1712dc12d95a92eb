// 1.411 as written: `refillsAtInitiative` on catalog entry mechanics, its schema, and the event it adds.
import type { Names } from "../../combat/names.js";
import type { DiceSpec } from "../../dice/index.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { dice, object, required, string } from "../../validate/schema.js";

const refillsAtInitiative = object({
  // A live pool's id, or a list-row pool's name (Bardic Inspiration).
  pool: required(string({ min: 1, max: 200 })),
  amount: dice,
});

export interface RefillsAtInitiativeDef {
  readonly pool: string;
  /** 1 when omitted. */
  readonly amount?: DiceSpec;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.411: as initiative is rolled, the holder's pool, when used up, regains this much (Superior Inspiration). */
    readonly refillsAtInitiative?: RefillsAtInitiativeDef;
  }
}

/** A used-up pool given back uses as the fight rolled initiative (1.411). */
export interface InitiativeRefill {
  t: "initiative-refill";
  /** Whose sheet holds the entry. */
  who: string;
  /** The pool as the entry names it. */
  pool: string;
  /** How many it regained. */
  amount: number;
  /** What it holds now. */
  now: number;
  /** The entry that refilled it. */
  by: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "initiative-refill": InitiativeRefill;
  }
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": { refillsAtInitiative: { schema: refillsAtInitiative } } },
};

export function initiativeRefillText(e: InitiativeRefill, n: Names): string {
  return `${n.who(e.who)} regains ${e.amount} ${e.pool} as initiative is rolled (${e.by}), now ${e.now}`;
}
