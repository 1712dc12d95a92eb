// An entry's `targetTypes` as written: `is` and `not` (target tests), 1.185 `abilityAtMost` and `notImmuneTo`,
// 1.191 `abilityAtLeast`; and the event left by a target it does not affect.
import type { Names } from "../../combat/names.js";
import type { TargetTest } from "../../combat/target-test.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { targetTest } from "../../validate/format/combat.js";
import { array, integer, object, record, ref } from "../../validate/schema.js";

export interface TargetTypes {
  readonly is?: TargetTest;
  readonly not?: TargetTest;
  /** 1.185: only creatures whose score is at most this (Sleep's kin; `{ "int": 3 }`). */
  readonly abilityAtMost?: Readonly<Record<string, number>>;
  /** 1.191: only creatures whose score is at least this (Hideous Laughter: `{ "int": 5 }`). */
  readonly abilityAtLeast?: Readonly<Record<string, number>>;
  /** 1.185: never a creature immune to one of these conditions (Sleep: `["charmed"]`). */
  readonly notImmuneTo?: readonly string[];
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** Whom it can affect: aimed uses offer no one else, and an area passes over them. */
    readonly targetTypes?: TargetTypes;
  }
}

/** Someone an area caught whom the entry cannot affect (its `targetTypes`): passed over, no roll. */
export interface Unaffected {
  t: "unaffected";
  /** The one passed over. */
  who: string;
  /** Whoever used it. */
  by: string;
  /** The use, among `by`'s uses. */
  use: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    unaffected: Unaffected;
  }
}

const scores = record(integer(0, 1000), { keys: "ability", max: 20 });

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      targetTypes: {
        schema: object({
          is: targetTest,
          not: targetTest,
          abilityAtMost: scores,
          abilityAtLeast: scores,
          notImmuneTo: array(ref(["condition", "conditionKind"]), { min: 1, max: 50 }),
        }),
      },
    },
  },
};

export function unaffectedText(e: Unaffected, n: Names): string {
  return `${n.who(e.who)} is unaffected by ${n.use(e.by, e.use)}`;
}
