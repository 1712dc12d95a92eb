// 1.274 as written: an `applies` item's `value` (a number read from the applier's sheet when the condition takes
// effect) and a combat condition's `temporary` (points given at each of the holder's turns), what the fight keeps
// of them, and the events they leave in the log.
import type { Names } from "../../combat/names.js";
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { boolean, dice, integer, object, oneOf, required } from "../../validate/schema.js";

/** Temporary points a condition gives its holder at each of its turns (1.274: Heroism). */
export interface ConditionTemporaryDef {
  readonly at: "turn-start" | "turn-end";
  readonly dice?: string;
  readonly flat?: number;
  /** Adds the number its applier fixed (`applies[].value`). */
  readonly value?: boolean;
  /** The points it gave and the holder still has go when it ends. */
  readonly lostWhenEnds?: boolean;
}

declare module "../../ruleset/mechanics.js" {
  interface AppliedCondition {
    /** 1.274 (an entry's `applies`): read from the applier's sheet when the condition takes effect. */
    readonly value?: Value;
  }
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.274: temporary points at the start or end of each of the holder's turns. */
    readonly temporary?: ConditionTemporaryDef;
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.274: the number its applier fixed when it took effect (`applies[].value`). */
    value?: number;
    /** 1.274: the temporary points it last gave its holder (`temporary`). */
    gave?: number;
  }
}

/** Temporary points a condition gave its holder at its turn (1.274). */
export interface ConditionTemporary {
  t: "condition-temporary";
  who: string;
  condition: string;
  amount: number;
}

/** Temporary points that went with the condition that gave them (1.274 `lostWhenEnds`). */
export interface TemporaryLost {
  t: "temporary-lost";
  who: string;
  condition: string;
  amount: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "condition-temporary": ConditionTemporary;
    "temporary-lost": TemporaryLost;
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { "applies[].value": { schema: value } },
    "combat.condition": {
      temporary: {
        schema: object({
          at: required(oneOf("turn-start", "turn-end")),
          dice,
          flat: integer(0, 1000),
          value: boolean,
          lostWhenEnds: boolean,
        }),
      },
    },
  },
};

export function conditionTemporaryText(e: ConditionTemporary, n: Names): string {
  return `${n.who(e.who)} gains ${e.amount} temporary points from ${e.condition}`;
}

export function temporaryLostText(e: TemporaryLost, n: Names): string {
  return `${n.who(e.who)} loses ${e.amount} temporary points as ${e.condition} ends`;
}
