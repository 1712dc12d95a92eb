// The base keys of a `mechanics` block (src/ruleset/mechanics.ts). Item uses and creature actions take the
// same keys at their own registry places.
import type { Place } from "../../registry/places.js";
import {
  array,
  boolean,
  dice,
  type Field,
  integer,
  number,
  type ObjectSchema,
  object,
  oneOf,
  ref,
  required,
  type Schema,
  union,
} from "../schema.js";
import { scaledDice, value } from "./value.js";

const area = object({
  // 1.177 adds "box" and "wall"; the registry knows those values and their version.
  shape: required(oneOf("burst", "cone", "line")),
  size: required(number(0, 10_000)),
  // 1.282: a burst centred on its user, and walls that do not keep anyone out of it.
  around: boolean,
  throughWalls: boolean,
});

const save = object({
  save: required(ref("save")),
  onSuccess: oneOf("half", "none"),
  difficulty: value,
});

const duration = union(
  oneOf("instant", "until-save", "concentration"),
  object({
    // Its range (1 to 1000) is a registry limit, checked with the declared version.
    rounds: required(integer()),
    of: oneOf("source", "holder"),
    at: oneOf("turn-start", "turn-end"),
  }),
);

/** A condition applied by an entry, a contest or a zone. */
export const appliedCondition: Schema = object({
  condition: required(ref("condition")),
  duration,
  saveEnds: object({
    save: required(ref("save")),
    // 1.264 "action" and 1.274 "damaged" too; the registry dates those values where it lists them. Keys of later
    // sections inside it (counted saves, `beyond`, `bySource`) are their packages' fields.
    at: oneOf("turn-end", "turn-start", "action", "damaged"),
    seenLean: oneOf("advantage", "disadvantage"),
  }),
  // 1.278 adds the values "attacked" and "ally-harmed-in-sight"; the registry knows them and their version.
  endsWhen: array(oneOf("damaged", "harmed-by-source-side"), { min: 1, max: 4 }),
});

/** Conditions applied at once; the registry's `applies` limit (1.277) may raise the base bound. */
export const appliesList: Schema = array(appliedCondition, { max: 6, limit: "applies" });

const cost = union(
  ref(["pool", "poolGroup"]),
  object({
    pool: ref("pool"),
    group: ref("poolGroup"),
    level: integer(0, 100),
    amount: integer(0, 1000),
  }),
);

/** The base keys of a `mechanics` block, by name. */
export const mechanicsKeys: Record<string, Schema | Field> = {
  range: union(number(0, 100_000), oneOf("touch", "self")),
  area,
  targets: oneOf("self", "ally", "enemy", "any"),
  targetCount: integer(1, 100),
  friendlyFire: boolean,
  amount: dice,
  amountAdd: value,
  damageType: ref("damageType"),
  attackRoll: union(boolean, object({ bonus: required(value) })),
  autoHit: boolean,
  save,
  applies: appliesList,
  temporary: dice,
  scales: scaledDice,
  cost,
  perCostStep: dice,
  targetsPerCostStep: integer(0, 100),
  budget: ref("budget"),
  concentration: boolean,
  // 1.179: the components it needs (verbal, somatic, material); a creature action takes them too.
  components: array(ref("component"), { max: 20 }),
  reaction: object({
    on: required(oneOf("hit", "harmed", "aimed", "attacked", "caught", "within-reach", "leaves-reach", "falls")),
  }),
  plus: array(object({ dice, flat: integer(-1000, 1000), type: ref("damageType") }), { max: 20 }),
  free: boolean,
  gives: array(object({ budget: required(ref("budget")), count: integer(1, 10) }), { max: 10 }),
  standard: array(ref("standard"), { max: 10 }),
  rider: object({ on: required(oneOf("hit", "weapon-hit", "melee-hit")) }),
  check: object({ check: required(ref(["combatCheck", "skill"])), difficulty: value }),
};

export const KINDS = oneOf("attack", "heal", "buff", "debuff", "utility", "rider");

/** The mechanics keys at a place, with `kind` required or not, plus any keys of that place's own. */
export function mechanics(
  place: Place,
  kindRequired: boolean,
  extra: Record<string, Schema | Field> = {},
): ObjectSchema {
  return object({ ...mechanicsKeys, kind: kindRequired ? required(KINDS) : KINDS, ...extra }, { place });
}
