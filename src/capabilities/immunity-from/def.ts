// 1.191 as written: `conditionImmunitiesFrom` on a combat condition, its schema, and the event a blocked condition
// leaves in the log.
import type { Names } from "../../combat/names.js";
import type { TargetTest } from "../../combat/target-test.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { targetTest } from "../../validate/format/combat.js";
import { array, object, ref, required } from "../../validate/schema.js";

/** Conditions its holder cannot gain from a creature matching `from` (Protection from Evil and Good). */
export interface ImmunityFrom {
  readonly conditions: readonly string[];
  readonly from: TargetTest;
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.191: conditions blocked only when a creature matching `from` applies them; any in effect remain. */
    readonly conditionImmunitiesFrom?: readonly ImmunityFrom[];
  }
}

/** A condition kept off by a source-limited immunity (1.191). */
export interface ConditionBlocked {
  t: "condition-blocked";
  /** The one it was kept off. */
  who: string;
  /** The condition someone tried to apply. */
  condition: string;
  /** Whoever tried to apply it. */
  source: string;
  /** The holder's condition that kept it off. */
  by: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "condition-blocked": ConditionBlocked;
  }
}

const immunityFrom = object({
  conditions: required(array(ref(["condition", "conditionKind"]), { min: 1, max: 50 })),
  from: required(targetTest),
});

export const format: FormatExtension = {
  fields: { "combat.condition": { conditionImmunitiesFrom: { schema: array(immunityFrom, { min: 1, max: 20 }) } } },
};

export function blockedText(e: ConditionBlocked, n: Names): string {
  return `${n.who(e.who)} does not gain ${e.condition} from ${n.who(e.source)}: ${e.by} keeps it off`;
}
