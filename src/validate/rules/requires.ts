// Keys that need something elsewhere in the ruleset or never go with another: 1.195 size steps need
// `combat.sizes`, 1.273 spending charges needs charges, 1.276 a teleport is never an area or a reaction,
// 1.287 the `search` action needs `combat.hiding`, 1.288 concentrating readies need `combat.concentration`.
import { compareVersions, isVersion } from "../../registry/version.js";
import type { JsonObject } from "../walk.js";
import { excludes, get, MECHANICS, needs, type StatedRule, valueNeeds } from "./rule.js";

const COMBAT_SIZES = ["combat", "sizes"];

// "It needs `combat.sizes`" (a condition's `size` steps).
const sizeNeedsSizes: StatedRule = {
  section: "1.195",
  places: ["combat.condition"],
  trigger: "size",
  says: `a condition's "size" needs "combat.sizes"`,
  check(node, emit, root) {
    if (node.size !== undefined && get(root, COMBAT_SIZES) === undefined) {
      emit(["size"], "missing", `"size" needs "combat.sizes" in the combat block (1.195)`);
    }
  },
};

// "The `search` standard action (add it to `combat.standard`; it needs `combat.hiding`)".
const searchNeedsHiding: StatedRule = {
  section: "1.287",
  places: ["combat"],
  trigger: "standard",
  says: `the "search" standard action needs "combat.hiding"`,
  check(node, emit) {
    const standard = node.standard;
    if (!Array.isArray(standard) || node.hiding !== undefined) return;
    const at = standard.findIndex((s) => s === "search" || (s as JsonObject | null)?.id === "search");
    if (at >= 0) emit(["standard", at], "missing", `the "search" standard action needs "combat.hiding" (1.287)`);
  },
};

// "A ruleset that uses a list here needs Capability API 1.337" (rest `dice`, one item per pool).
const restDiceList: StatedRule = {
  section: "1.337",
  places: ["rest"],
  trigger: "dice",
  says: `rest "dice" as a list needs 1.337`,
  check(node, emit, root) {
    const declared = root.capabilityApi;
    if (!Array.isArray(node.dice) || typeof declared !== "string" || !isVersion(declared)) return;
    if (compareVersions(declared, "1.337") < 0) {
      emit(["dice"], "needs-version", `"dice" as a list needs 1.337 (the ruleset declares capabilityApi ${declared})`);
    }
  },
};

export const requiresRules: readonly StatedRule[] = [
  sizeNeedsSizes,
  restDiceList,
  // "The item must have charges" (an attack's `spends`).
  needs("1.273", ["item"], "attack.spends", ["charges"]),
  // "A teleport is never an area or a reaction."
  excludes("1.276", MECHANICS, "teleport", "area"),
  excludes("1.276", ["entry.mechanics"], "teleport", "reaction"),
  searchNeedsHiding,
  // `"concentrates": true` "(needs `combat.concentration`)".
  valueNeeds("1.288", ["combat"], "readying.concentrates", true, "concentration"),
];
