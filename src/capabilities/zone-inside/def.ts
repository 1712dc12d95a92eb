// 1.179 (with 1.181's ward levels) as written: a zone's `inside`, `forbids` and `wards`, the mark a condition it
// keeps on those inside carries, and the shapes the validator checks.
import type { FormatExtension } from "../../validate/extensions.js";
import { array, type FieldsUnder, type Infer, integer, object, oneOf, ref, required } from "../../validate/schema.js";

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** 1.179: held only while its holder stands in the zone `<caster>|<use>` (its `inside.conditions`). */
    inZone?: string;
  }
}

const components = array(ref("component"), { min: 1, max: 20 });

const wardsSchema = object({
  catalogs: required(array(ref("catalog"), { min: 1, max: 20 })),
  maxLevel: required(integer(0, 100)),
  /** 1.181: judged by the entry's own level. */
  by: oneOf("base"),
  /** 1.181: one more level kept out per level the ward itself was paid above its own. */
  maxLevelPerCostStep: integer(1, 100),
});

/** 1.179: uses from these catalogs, from outside, at `maxLevel` or lower, do nothing to those inside. */
export type ZoneWards = Infer<typeof wardsSchema>;

const fields = {
  /** 1.179: what being in the zone does: conditions held while inside, damage types one is immune to there. */
  "zone.inside": {
    schema: object({
      conditions: array(ref("condition"), { min: 1, max: 20 }),
      immune: array(ref("damageType"), { min: 1, max: 50 }),
    }),
  },
  /** 1.179: components that cannot be used inside it (Silence: verbal). */
  "zone.forbids": { schema: object({ components: required(components) }) },
  "zone.wards": { schema: wardsSchema },
};

declare module "../zones/state.js" {
  interface ZoneDef extends FieldsUnder<typeof fields, "zone."> {}
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": fields },
};
