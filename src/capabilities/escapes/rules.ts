// Escapes against the save difficulty (1.174), as the reference states them.
import { get, type JsonObject, type StatedRule } from "../../validate/rules/rule.js";

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

export const escapeRules: readonly StatedRule[] = [escapeDcWithContest];
