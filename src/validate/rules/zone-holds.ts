// Concentration-breaking zones and escapes against the save difficulty (1.174); zones that detonate (1.183).
import type { JsonObject } from "../walk.js";
import { excludes, get, needs, type StatedRule } from "./rule.js";

// `escapeDc: "save"` goes "together with a contest whose `from.holding` is that condition"; on an entry or an item
// use it is only ever "save" (a fixed number is a creature action's, 1.407).
const escapeDcWithContest: StatedRule = {
  section: "1.174",
  places: ["entry.mechanics", "item.use"],
  trigger: "applies",
  says: `"applies[].escapeDc" is "save" and goes with a contest escaping that condition`,
  check(node, emit, root) {
    const applies = get(node, ["applies"]);
    if (!Array.isArray(applies)) return;
    const contests = get(root, ["combat", "contests"]);
    const escapes = new Set((Array.isArray(contests) ? contests : []).map((c) => String(get(c, ["from", "holding"]))));
    applies.forEach((item, i) => {
      const dc = get(item, ["escapeDc"]);
      if (dc === undefined) return;
      const condition = String((item as JsonObject).condition);
      if (dc !== "save") emit(["applies", i, "escapeDc"], "out-of-range", `"escapeDc" here can only be "save" (1.174)`);
      else if (!escapes.has(condition))
        emit(
          ["applies", i, "escapeDc"],
          "missing",
          `"escapeDc" needs a contest in combat.contests whose "from.holding" is "${condition}" (1.174)`,
        );
    });
  },
};

export const zoneHoldRules: readonly StatedRule[] = [
  // "`breaksConcentration: true` ... the entry needs a `save`".
  needs("1.174", ["entry.mechanics", "item.use"], "zone.breaksConcentration", ["save"]),
  escapeDcWithContest,
  // 1.183: "`touched` makes anyone who moves onto its centre make the entry's save"; "It stays where it was cast."
  needs("1.183", ["entry.mechanics", "item.use"], "zone.touched", ["save"]),
  excludes("1.183", ["entry.mechanics", "item.use"], "zone.detonates", "zone.move"),
  excludes("1.183", ["entry.mechanics", "item.use"], "zone.detonates", "zone.drift"),
  excludes("1.183", ["entry.mechanics", "item.use"], "zone.detonates", "zone.anchor", "caster"),
];
