// Lasting zones (1.172, 1.175, 1.177, 1.198) and creature areas (1.324).
import type { JsonObject } from "../walk.js";
import { get, MECHANICS, needs, range, type StatedRule, valueNeeds } from "./rule.js";

const ZONE_DAMAGE_TYPE = ["zone", "damageType"];
const DAMAGE_TYPES = ["combat", "damageTypes"];

// "when the ruleset declares `combat.damageTypes`, it must name one of them".
const zoneDamageTypeDeclared: StatedRule = {
  section: "1.198",
  places: MECHANICS,
  trigger: "zone",
  says: `"zone.damageType" names a declared damage type`,
  check(node, emit, root) {
    const type = get(node, ZONE_DAMAGE_TYPE);
    const declared = get(root, DAMAGE_TYPES);
    if (typeof type !== "string" || !Array.isArray(declared)) return;
    if (declared.some((d) => typeof d === "object" && d !== null && (d as JsonObject).id === type)) return;
    emit(ZONE_DAMAGE_TYPE, "bad-reference", `no damage type "${type}" is declared in combat.damageTypes (1.198)`);
  },
};

export const zoneRules: readonly StatedRule[] = [
  // "An entry with an `area` can stay on the field with `zone`"; "It lasts `rounds` (1 to 1000)".
  needs("1.172", ["entry.mechanics", "item.use"], "zone", ["area"]),
  range("1.172", MECHANICS, "zone.rounds", 1, 1000),
  // "`terrain.costTimes` (2 to 10)".
  range("1.175", MECHANICS, "zone.terrain.costTimes", 2, 10),
  // "`area.shape: "wall"` can only exist as a lasting area, so it needs a `zone`".
  valueNeeds("1.177", MECHANICS, "area.shape", "wall", "zone"),
  // A zone's own damage type "needs the entry's own `amount`".
  needs("1.198", ["entry.mechanics", "item.use"], "zone.damageType", ["amount"]),
  zoneDamageTypeDeclared,
  // A creature action's `zone` and `ground`: "Both need the action's `area`".
  needs("1.324", ["creature.action"], "zone", ["area"]),
  needs("1.324", ["creature.action"], "ground", ["area"]),
];
