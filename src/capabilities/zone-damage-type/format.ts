// 1.198 as written: `zone.damageType`, a declared damage type, with the rules the reference states for it: "It needs
// the entry's own `amount`, and a trigger, side or ram that deals that damage; when the ruleset declares
// `combat.damageTypes`, it must name one of them".
import type { FormatExtension } from "../../validate/extensions.js";
import { get, has, type JsonObject, needs, type StatedRule } from "../../validate/rules/rule.js";
import { type FieldsUnder, string } from "../../validate/schema.js";

const PLACES = ["entry.mechanics", "item.use"] as const;
const AT = ["zone", "damageType"];

const DAMAGE_TYPES = ["combat", "damageTypes"];

const declaredType: StatedRule = {
  section: "1.198",
  places: PLACES,
  trigger: "zone",
  says: `"zone.damageType" names a declared damage type`,
  check(node, emit, root) {
    const type = get(node, AT);
    const declared = get(root, DAMAGE_TYPES);
    if (typeof type !== "string" || !Array.isArray(declared)) return;
    if (declared.some((d) => typeof d === "object" && d !== null && (d as JsonObject).id === type)) return;
    emit(AT, "bad-reference", `no damage type "${type}" is declared in combat.damageTypes (1.198)`);
  },
};

const dealsItLater: StatedRule = {
  section: "1.198",
  places: PLACES,
  trigger: "zone",
  says: `"zone.damageType" needs a trigger, side or ram that deals it`,
  check(node, emit) {
    if (!has(node, AT)) return;
    const triggers = get(node, ["zone", "triggers"]);
    const dealt =
      (Array.isArray(triggers) && triggers.length > 0) ||
      has(node, ["zone", "side"]) ||
      get(node, ["zone", "move", "ram"]) === true;
    if (!dealt)
      emit(AT, "missing", `"zone.damageType" needs "zone.triggers", "zone.side" or "zone.move.ram" to deal it (1.198)`);
  },
};

const fields = {
  /** 1.198: the damage type of its catches after it appeared. */
  "zone.damageType": { schema: string({ min: 1, max: 200 }) },
};

declare module "../zones/state.js" {
  interface ZoneDef extends FieldsUnder<typeof fields, "zone."> {}
}

export const format: FormatExtension = {
  fields: { "entry.mechanics": fields, "item.use": fields },
  rules: [needs("1.198", PLACES, "zone.damageType", ["amount"]), declaredType, dealsItLater],
};
