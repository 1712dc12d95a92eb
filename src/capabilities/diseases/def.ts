// 1.258, 1.260 and 1.261 as written on a combat condition: its `kinds` and `onRest` (what the holder's rests do with
// it), with their schemas, and the rules stated for 1.258's keys. The counts of `saveEnds` stay in the shared
// `applies` schema, which every list of applied conditions (an aura's save's too) uses.
import type { OnRest } from "../../sheet/rules-read.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, boolean, dice, id, integer, object, ref, required } from "../../validate/schema.js";
import { rules } from "./rules.js";

const onRest = object({
  rests: required(array(ref("rest"), { min: 1, max: 20 })),
  // Rolled at the rest; taken off the health maximum.
  lowersMax: object({ dice, flat: integer(0, 100_000) }),
  // Kept until something unseals it, not given back by the next rest.
  lasting: boolean,
  // Rolled first, with the sheet's own modifier: only a failure lowers; with `cures` a success ends it.
  save: object({
    save: required(ref(["save", "check"])),
    difficulty: required(integer(0, 1000)),
    cures: boolean,
  }),
  // 1.261: what its rests took comes back when it is lifted.
  restoredWhenCured: boolean,
});

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.260: what the holder's rests do while they have it (Mummy Rot, the otyugh's disease). */
    readonly onRest?: OnRest;
  }
}

export const format: FormatExtension = {
  fields: {
    "combat.condition": {
      // 1.258: the kinds it is of (disease), shared by conditions; an immunity or a cure may name a kind.
      kinds: { schema: array(id("conditionKind", { shared: true }), { max: 20 }) },
      onRest: { schema: onRest },
    },
  },
  rules,
};
