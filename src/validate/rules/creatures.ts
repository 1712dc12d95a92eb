// What the base format says of keys together on creatures: a multiattack `sequence` names the creature's own
// actions. (A contest's `defender` or `difficulty` is the fixed-contests package's rule, 1.193; an item's
// `breaksOn` without `atMost` is the staves package's, 1.271.)
import type { StatedRule } from "./rule.js";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

const sequenceNamesOwnActions: StatedRule = {
  section: "base",
  places: ["creature"],
  trigger: "actions",
  says: `a multiattack "sequence" names other actions of the same creature`,
  check(node, emit) {
    const actions = Array.isArray(node.actions) ? node.actions : [];
    const byName = new Map<string, Json>();
    for (const a of actions) {
      if (!isObject(a)) continue;
      if (typeof a.id === "string") byName.set(a.id, a);
      if (typeof a.name === "string" && !byName.has(a.name)) byName.set(a.name, a);
    }
    actions.forEach((a, i) => {
      if (!isObject(a) || !Array.isArray(a.sequence)) return;
      a.sequence.forEach((step, j) => {
        const ref = typeof step === "string" ? step : isObject(step) ? step.action : undefined;
        if (typeof ref !== "string") return;
        const at = ["actions", i, "sequence", j, ...(typeof step === "string" ? [] : ["action"])];
        const target = byName.get(ref);
        if (!target) emit(at, "bad-reference", `"${ref}" is not an action of this creature`);
        else if (target === a || Array.isArray(target.sequence)) {
          emit(at, "not-allowed", `a sequence cannot use "${ref}", itself a sequence`);
        }
      });
    });
  },
};

export const creatureRules: readonly StatedRule[] = [sequenceNamesOwnActions];
