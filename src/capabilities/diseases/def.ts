// 1.258, 1.260 and 1.261 as written on a combat condition: its `kinds` and `onRest` (what the holder's rests do with
// it), the counts of an applied condition's `saveEnds` (on a use's `applies`, and on an aura's save, whose
// conditions count the same way), with their schemas, and the rules stated for 1.258's keys.
import type { AppliedCondition } from "../../ruleset/mechanics.js";
import type { CuredOnlyBy, OnRest } from "../../sheet/rules-read.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { appliedKeys } from "../../validate/format/applied-keys.js";
import { appliesList } from "../../validate/format/mechanics.js";
import { array, boolean, dice, id, integer, object, ref, required, union } from "../../validate/schema.js";
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
    /** 1.261: applied to the holder each time they take damage (Slimy Doom's stun). */
    readonly onDamaged?: { readonly applies: readonly AppliedCondition[] };
    /** 1.261: what it turns into when its own timer runs out (the aboleth's disease, after its minute). */
    readonly expires?: { readonly becomes: string };
    /** 1.261: only a cure from these catalogs, paid at this level or higher, ends it. */
    readonly curedOnlyBy?: CuredOnlyBy;
  }
}

// 1.261: a stage that comes after another, or a stun that each hit brings.
const onDamaged = object({ applies: required(appliesList) });
const expires = object({ becomes: required(ref("condition")) });
const curedOnlyBy = object({
  catalogs: array(ref("catalog"), { min: 1, max: 20 }),
  minLevel: integer(0, 100),
});

// 1.258: "`successes` … how many successes end it", "`failures` … how many failures make it `becomes`".
const counted = { schema: union(integer(), object({ count: required(integer()), becomes: ref("condition") })) };
const counts = appliedKeys({ "saveEnds.successes": counted, "saveEnds.failures": counted });

export const format: FormatExtension = {
  fields: {
    ...counts,
    "combat.condition": {
      ...counts["combat.condition"],
      // 1.258: the kinds it is of (disease), shared by conditions; an immunity or a cure may name a kind.
      kinds: { schema: array(id("conditionKind", { shared: true }), { max: 20 }) },
      onRest: { schema: onRest },
      onDamaged: { schema: onDamaged },
      expires: { schema: expires },
      curedOnlyBy: { schema: curedOnlyBy },
    },
  },
  rules,
};
