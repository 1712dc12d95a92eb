// Areas: bursts centered on their user (1.282), and the ground a creature's area changes (1.324).
import { excludes, MECHANICS, needs, type StatedRule } from "./rule.js";

export const areaRules: readonly StatedRule[] = [
  // "Only a single burst can be centered on its user (no `copies`), `throughWalls` goes only with `around`,
  // and an entry's burst around its user takes effect at once, so it leaves no `zone`."
  excludes("1.282", MECHANICS, "area.around", "area.copies"),
  needs("1.282", MECHANICS, "area.throughWalls", ["area.around"]),
  excludes("1.282", ["entry.mechanics", "item.use"], "zone", "area.around", true),
  // A creature action's `zone` and `ground`: "Both need the action's `area`" (the zone's half is the zones package's).
  needs("1.324", ["creature.action"], "ground", ["area"]),
];
