// 1.196 and 1.199 as written: `healthPool` (with `perCostStep`), `healthAtMost`, `kills` and `healthPoolSkips` on an
// entry's mechanics, their schemas, and the events that say what the pool rolled and whom a threshold let through.
import type { DiceRoll, DiceSpec } from "../../dice/index.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { namesOneOf, needs } from "../../validate/rules/rule.js";
import { array, boolean, dice, integer, object, ref } from "../../validate/schema.js";

export interface HealthPoolSkips {
  /** Anyone holding one of these is skipped, spending none of the pool (Sleep: the unconscious). */
  readonly conditions?: readonly string[];
  /** Anyone who cannot see the entry's user is skipped (Color Spray). */
  readonly unseeing?: boolean;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.196: rolled once on use and handed out from the target with the least health up (Sleep: 5d8). */
    readonly healthPool?: DiceSpec;
    /** 1.196: only a target with this much health or less is affected (Power Word Stun: 150). */
    readonly healthAtMost?: number;
    /** 1.196: whoever it affects dies outright (Power Word Kill). */
    readonly kills?: boolean;
    /** 1.199: targets the pool passes over. */
    readonly healthPoolSkips?: HealthPoolSkips;
  }
}

declare module "../../combat/types.js" {
  interface ActFrame {
    /** 1.196: those the pool rolled for this act was enough for. */
    pooled?: string[];
  }
}

export interface HealthPoolRolled {
  t: "health-pool";
  /** The user of the entry. */
  who: string;
  /** The entry. */
  name: string;
  /** What the pool rolled. */
  dice: DiceRoll;
  /** Those it was enough for, from the least health up, each with the health it spent. */
  enough: { who: string; hp: number }[];
  /** Those it was not enough for. */
  short: string[];
  /** Those it passed over (1.199: a condition it skips, or unable to see the user). */
  skipped: string[];
}

export interface HealthThreshold {
  t: "health-threshold";
  /** The target. */
  who: string;
  /** The entry. */
  name: string;
  /** The target's health, and the most the entry reaches. */
  hp: number;
  atMost: number;
  /** Whether it is affected. */
  affected: boolean;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "health-pool": HealthPoolRolled;
    "health-threshold": HealthThreshold;
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      healthPool: { schema: dice },
      healthAtMost: { schema: integer(0, 1_000_000) },
      kills: { schema: boolean },
      healthPoolSkips: {
        schema: object({ conditions: array(ref("condition"), { min: 1, max: 100 }), unseeing: boolean }),
      },
    },
  },
  rules: [
    // 1.199: what a pool skips goes with a pool, and names something to skip.
    needs("1.199", ["entry.mechanics"], "healthPoolSkips", ["healthPool"]),
    namesOneOf("1.199", ["entry.mechanics"], "healthPoolSkips", ["conditions", "unseeing"]),
  ],
};
