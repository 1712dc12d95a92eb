// 1.178 and 1.294 as written: senses, what hides (a zone's `obscures`, a condition's `unseen`), what takes senses
// away (`lacks`), what an entry needs to see (`seen`), sight's rules in the combat block, and the light things
// shed, with the rule the reference states for them.
import type { FormatExtension } from "../../validate/extensions.js";
import { needs } from "../../validate/rules/rule.js";
import { array, boolean, number, object, record, ref, required, string, union } from "../../validate/schema.js";

/** Sense ids: those `combat.senses` declares, and the one `combat.sight.eyes` names. */
const senseIds = array(string({ max: 100, min: 1 }), { max: 20 });

/** 1.294: bright light that far, dim light as far again, in the ruleset's distance unit. */
const lightFields = { bright: required(number(0, 10_000)), dim: required(number(0, 10_000)) };
// Its own registry place: later keys of a light (`reveals`, 1.297; `sunlight`, 1.298 …) are looked up there.
const light = { schema: object(lightFields, { place: "light" }) };
const seen = { schema: boolean };

/** 1.180: senses a condition or an item grants, by range; 1.182: `{ "add": N }`, a range added to the holder's own. */
const grantedSenses = {
  schema: record(union(number(0, 10_000), object({ add: required(number(1, 10_000)) })), { max: 20 }),
};

export const format: FormatExtension = {
  fields: {
    combat: {
      senses: {
        schema: array(
          object({
            id: required(string({ max: 100, min: 1 })),
            label: required(string()),
            sheet: ref(["field", "derived"]),
            blind: boolean,
          }),
          { max: 20 },
        ),
      },
      sight: {
        schema: object({
          unseenAttacks: boolean,
          eyes: string({ max: 100, min: 1 }),
          // Not a light of the registry's place: its keys (`label`, `budget`, 1.295) are the combat block's.
          darkness: object({ seeIn: senseIds, pierced: senseIds, carried: object(lightFields) }),
        }),
      },
    },
    creature: { senses: { schema: record(number(0, 10_000), { max: 20 }) }, light },
    "combat.condition": {
      senses: grantedSenses,
      // Hides its holder from all but these senses (invisible); takes senses away (blinded: eyes).
      unseen: { schema: object({ pierced: senseIds }) },
      lacks: { schema: senseIds },
      // The light its holder sheds (the Light cantrip).
      light,
    },
    "item.worn": { light, senses: grantedSenses },
    "item.carried": { light, senses: grantedSenses },
    "entry.mechanics": {
      // Hides everything in the zone and seen through it from all but the senses in `pierced`; 1.286 `light`: only
      // lightly obscures them. (`dispersed`, 1.286 and 1.289, is the zone-wind package's.)
      "zone.obscures": {
        schema: object({ pierced: array(string({ max: 100, min: 1 }), { max: 20 }), light: boolean }),
      },
      seen,
    },
    "creature.action": { seen },
  },
  // "`combat.distance` (combat block; required with `combat.senses`)".
  rules: [needs("1.178", ["combat"], "senses", ["distance"])],
};
