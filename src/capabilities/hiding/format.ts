// 1.287 as written: the checks Hide and Search roll (`combat.hiding`), a creature's own bonus on them (`checks`), the
// legendary Detect (`search` on a creature action), and the rule the reference states for the `search` action.
import { compareVersions, isVersion } from "../../registry/version.js";
import type { FormatExtension } from "../../validate/extensions.js";
import type { JsonObject, StatedRule } from "../../validate/rules/rule.js";
import { array, boolean, integer, object, record, ref, required } from "../../validate/schema.js";

// "The `search` standard action (add it to `combat.standard`; it needs `combat.hiding`)".
const searchNeedsHiding: StatedRule = {
  section: "1.287",
  places: ["combat"],
  trigger: "standard",
  says: `the "search" standard action needs "combat.hiding"`,
  check(node, emit, root) {
    const at = searchAt(node);
    if (at < 0) return;
    // This format writes a standard action as an object (`{ "id": "search", … }`): its id is the value 1.287 lists.
    const declared = root.capabilityApi;
    if (typeof declared === "string" && isVersion(declared) && compareVersions(declared, "1.287") < 0) {
      const why = `the "search" standard action needs 1.287 (the ruleset declares capabilityApi ${declared})`;
      emit(["standard", at], "needs-version", why);
    }
    if (node.hiding === undefined) {
      emit(["standard", at], "missing", `the "search" standard action needs "combat.hiding" (1.287)`);
    }
  },
  needs: (node) => (searchAt(node) >= 0 ? "1.287" : undefined),
};

function searchAt(combat: JsonObject): number {
  const standard = combat.standard;
  if (!Array.isArray(standard)) return -1;
  return standard.findIndex((s) => s === "search" || (s as JsonObject | null)?.id === "search");
}

export const format: FormatExtension = {
  fields: {
    combat: {
      // The passive base (10) and what light obscurement takes off it (5); the components whose use gives a hider away.
      hiding: {
        schema: object({
          stealth: required(ref("combatCheck")),
          perception: required(ref("combatCheck")),
          passive: integer(0, 100),
          lightly: integer(0, 100),
          noisy: array(ref("component"), { max: 20 }),
        }),
      },
    },
    // A Search and nothing else (the legendary Detect).
    "creature.action": { search: { schema: boolean } },
    // Its own bonus on combat checks (Hide's and Search's), by check id.
    creature: { checks: { schema: record(integer(-100, 100), { keys: "combatCheck", max: 200 }) } },
  },
  rules: [searchNeedsHiding],
};
