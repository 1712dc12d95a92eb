// 1.189 as written: `harms`, `stacks` and `onePerSource` on a combat condition, what the fight keeps of them, and
// the event a harm leaves in the log.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean, dice, integer, object, oneOf, ref, required } from "../../validate/schema.js";

export interface HarmsDef {
  readonly at: "turn-start" | "turn-end";
  readonly dice: string;
  readonly type: string;
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.189: damage its holder takes at the start or end of each of its turns, from whoever applied it. */
    readonly harms?: HarmsDef;
    /** 1.189: applied again while in effect, it stacks up to this many times, each stack harming once. */
    readonly stacks?: number;
    /** 1.189: one holder per source: applied to someone else, it leaves whoever had it from that source. */
    readonly onePerSource?: boolean;
  }
}

declare module "../../ruleset/mechanics.js" {
  interface AppliedCondition {
    /** 1.255: its `harms` deal these dice more for each higher cost step it was applied at (Acid Arrow). */
    readonly harmsPerCostStep?: { readonly dice: string };
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.189: how many times it is stacked (1 when omitted). */
    stacks?: number;
    /** 1.255: what its harms deal more (`harmsPerCostStep`'s dice, that many steps). */
    harmsMore?: { dice: string; steps: number };
  }
}

/** A condition harming its holder at its turn's start or end (1.189). */
export interface ConditionHarms {
  t: "condition-harms";
  /** The holder, who takes the damage. */
  who: string;
  condition: string;
  /** Its stacks, each harming once. */
  stacks: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "condition-harms": ConditionHarms;
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { "applies[].harmsPerCostStep": { schema: object({ dice: required(dice) }) } },
    "combat.condition": {
      harms: {
        schema: object({
          at: required(oneOf("turn-start", "turn-end")),
          dice: required(dice),
          type: required(ref("damageType")),
        }),
      },
      stacks: { schema: integer(1, 100) },
      onePerSource: { schema: boolean },
    },
  },
};

export function harmsText(e: ConditionHarms, n: Names): string {
  return `${n.who(e.who)} is harmed by ${e.condition}${e.stacks > 1 ? ` (${e.stacks} stacks)` : ""}`;
}
