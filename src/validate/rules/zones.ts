// Lasting zones (1.172, 1.175, 1.177, 1.198) and creature areas (1.324).
import { MECHANICS, needs, range, type StatedRule, valueNeeds } from "./rule.js";

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
  // A creature action's `zone` and `ground`: "Both need the action's `area`".
  needs("1.324", ["creature.action"], "zone", ["area"]),
  needs("1.324", ["creature.action"], "ground", ["area"]),
];
