// 1.275 as written: `orSourceWithin` and `suppresses` on a combat condition, their schemas and stated rules, and the
// event suppression adds.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { needs } from "../../validate/rules/rule.js";
import { array, number, ref } from "../../validate/schema.js";

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.275: beside `whileSourceInSight`, also in force while its holder is within this distance of its source. */
    readonly orSourceWithin?: number;
    /** 1.275: conditions of its holder it holds out of force while it is in force (Calm Emotions: charmed, frightened). */
    readonly suppresses?: readonly string[];
  }
}

export interface Suppression {
  t: "suppression";
  who: string;
  condition: string;
  /** The holder's conditions suppressing it now; none when it takes effect again. */
  by: string[];
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    suppression: Suppression;
  }
}

export const format: FormatExtension = {
  fields: {
    "combat.condition": {
      orSourceWithin: { schema: number(0, 100_000) },
      suppresses: { schema: array(ref("condition"), { min: 1, max: 50 }) },
    },
  },
  rules: [
    needs("1.275", ["combat.condition"], "orSourceWithin", ["whileSourceInSight"]),
    {
      section: "1.275",
      places: ["combat.condition"],
      trigger: "suppresses",
      says: `"suppresses" names other conditions, never its own`,
      check(node, emit) {
        const list = node.suppresses;
        if (!Array.isArray(list)) return;
        list.forEach((id, i) => {
          if (id === node.id)
            emit(["suppresses", i], "bad-reference", `"suppresses" names the condition itself (1.275)`);
        });
      },
    },
  ],
};

export function suppressionText(e: Suppression, n: Names): string {
  return e.by.length
    ? `${n.who(e.who)}'s ${e.condition} is suppressed by ${e.by.join(", ")}`
    : `${n.who(e.who)}'s ${e.condition} takes effect again`;
}
