// 1.264 as written: a combat condition's `behavior` (what its holder does with its turn), the `compelled` event and
// what the fight keeps of a compulsion's roll; 1.274's `behavior.keepsIn`.
import type { DiceSpec } from "../../dice/index.js";
import { array, dice, integer, number, object, oneOf, required, string } from "../../validate/schema.js";

/** What a `table` row makes of the turn. */
export type Does = "wander" | "nothing" | "strike" | "normal";

export interface BehaviorDef {
  /** Everything the turn may hold besides ending it: `move`, `escape`, standard actions (`[]`: nothing). */
  readonly only?: readonly string[];
  /** Standard actions allowed only while there is nowhere to walk. */
  readonly onlyWhenStuck?: readonly string[];
  /** Walks only away from, or toward, whoever applied the condition. */
  readonly moves?: "away" | "toward";
  /** Rolled at the start of each of the holder's turns: the first row the roll does not exceed decides it. */
  readonly table?: {
    readonly dice: DiceSpec;
    readonly rows: readonly { readonly atMost: number; readonly does: Does }[];
  };
  /** 1.274: once within this distance of whoever applied it, the holder never walks farther away. */
  readonly keepsIn?: number;
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.264: what its holder does with its turn. */
    readonly behavior?: BehaviorDef;
  }
}

/** A `table` rolled at the start of the holder's turn, and what it made of the turn. */
export interface CompelledRoll {
  readonly condition: string;
  readonly roll: number;
  readonly does: Does;
  /** `strike`: the one creature the holder may strike (none within reach: absent). */
  readonly target?: string;
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.264: this turn's rolls of its conditions' `behavior.table`. */
    compelled?: CompelledRoll[];
  }
}

/** A `behavior.table` roll and what it made its holder do (1.264). */
export interface Compelled {
  t: "compelled";
  who: string;
  condition: string;
  roll: number;
  does: Does;
  /** `strike`: the creature the dice picked, when anyone is within reach. */
  target?: string;
  /** `wander`: the direction the d8 picked (`north`, `north-east`, …). */
  direction?: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    compelled: Compelled;
  }
}

const behavior = object({
  only: array(string({ max: 100 }), { max: 20 }),
  onlyWhenStuck: array(string({ max: 100 }), { min: 1, max: 20 }),
  moves: oneOf("away", "toward"),
  table: object({
    dice: required(dice),
    rows: required(
      array(
        object({
          atMost: required(integer(-1000, 1000)),
          does: required(oneOf("wander", "nothing", "strike", "normal")),
        }),
        {
          min: 1,
          max: 20,
        },
      ),
    ),
  }),
  keepsIn: number(0, 100_000),
});

export const behaviorSchema = behavior;
