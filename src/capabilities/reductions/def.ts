// 1.413 as written: `add` and `minus` on a `damage` or `damage-taken` modifier, `falls` on a `damage-taken` one, a
// condition that lasts one attack (`applies[].endsAfter: "attacked"`), the `falls` moment, their schemas and the
// rules the reference states for them.
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import type { StatedRule } from "../../validate/rules/rule.js";
import { boolean, oneOf } from "../../validate/schema.js";

declare module "../../ruleset/combat.js" {
  interface ModifierDef {
    /** 1.413: a value read from the holder's sheet, added together with `dice` and `flat`. */
    readonly add?: Value;
    /** 1.413: the dice and the value are subtracted instead (a blow's damage never below 0). */
    readonly minus?: boolean;
    /** 1.413: on `damage-taken`, only falling damage; its condition is used up once it reduced a fall. */
    readonly falls?: boolean;
  }
}

declare module "../../ruleset/mechanics.js" {
  interface AppliedCondition {
    /** 1.413: the condition lasts one attack against its holder, ending once that attack is over. */
    readonly endsAfter?: "attacked";
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.413: ends once the next attack against its holder is over (`applies[].endsAfter`). */
    endsAfter?: "attacked";
  }
}

declare module "../../combat/terms.js" {
  interface PackageMoments {
    /** 1.413: someone is about to take falling damage (Slow Fall answers it). */
    falls: true;
  }
}

const MECHANICS = { "applies[].endsAfter": { schema: oneOf("attacked") } };

/** `falls` narrows a change to falling damage: nothing that narrows it to blows goes with it. */
const NOT_WITH_FALLS = ["attacks", "blow", "ability", "fromSource", "times"] as const;

const rules: StatedRule[] = [
  ...(["add", "minus"] as const).map(
    (key): StatedRule => ({
      section: "1.413",
      places: ["modifier"],
      trigger: key,
      says: `"${key}" goes on a "damage" or "damage-taken" modifier`,
      check(node, emit) {
        if (node.to === "damage" || node.to === "damage-taken") return;
        emit([key], "not-allowed", `"${key}" goes only on a "damage" or "damage-taken" modifier (1.413)`);
      },
    }),
  ),
  {
    section: "1.413",
    places: ["modifier"],
    trigger: "falls",
    says: `"falls" goes on a "damage-taken" modifier, without ${NOT_WITH_FALLS.join(", ")}`,
    check(node, emit) {
      if (node.to !== "damage-taken")
        emit(["falls"], "not-allowed", `"falls" goes only on a "damage-taken" modifier (1.413)`);
      for (const key of NOT_WITH_FALLS)
        if (node[key] !== undefined)
          emit([key], "not-allowed", `"${key}" cannot go with "falls": falling damage is no blow (1.413)`);
    },
  },
];

export const format: FormatExtension = {
  fields: {
    modifier: { add: { schema: value }, minus: { schema: boolean }, falls: { schema: boolean } },
    "entry.mechanics": MECHANICS,
    "item.use": MECHANICS,
    "creature.action": MECHANICS,
  },
  rules,
};
