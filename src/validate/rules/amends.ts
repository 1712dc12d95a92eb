// Entries that change other entries (1.302), beams (1.305) and conjured weapons (1.306, 1.308).
import { compareVersions, isVersion } from "../../registry/version.js";
import type { JsonObject } from "../walk.js";
import { excludes, get, type StatedRule } from "./rule.js";

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

// "A range or push needs `combat.distance`".
const amendDistance: StatedRule = {
  section: "1.302",
  places: ["entry.mechanics"],
  trigger: "amends",
  says: `an amendment's "range" or "push" needs "combat.distance"`,
  check(node, emit, root) {
    if (!Array.isArray(node.amends) || get(root, ["combat", "distance"]) !== undefined) return;
    node.amends.forEach((a, i) => {
      if (!isObject(a)) return;
      for (const key of ["range", "push"])
        if (a[key] !== undefined)
          emit(["amends", i, key], "missing", `an amendment's "${key}" needs "combat.distance" (1.302)`);
    });
  },
};

// "An amendment names the `entry` it changes, or from 1.414 the `catalogs` whose entries it changes."
const amendNamesWhat: StatedRule = {
  section: "1.302",
  places: ["entry.mechanics"],
  trigger: "amends",
  says: `an amendment needs "entry" (or "catalogs", 1.414)`,
  check(node, emit) {
    if (!Array.isArray(node.amends)) return;
    node.amends.forEach((a, i) => {
      if (isObject(a) && a.entry === undefined && a.catalogs === undefined)
        emit(["amends", i, "entry"], "missing", `an amendment needs "entry" (or "catalogs", 1.414)`);
    });
  },
};

/** The item a ref names in the document's catalogs. */
function itemAt(root: JsonObject, ref: string): JsonObject | undefined {
  const slash = ref.indexOf("/");
  const catalog = get(root, ["catalogs", ref.slice(0, slash)]);
  const entries = isObject(catalog) ? catalog.entries : undefined;
  if (!Array.isArray(entries)) return undefined;
  return entries.find((e): e is JsonObject => isObject(e) && e.id === ref.slice(slash + 1));
}

/** Each weapon `conjures.items` names, found in the document, with its `attack` and where it is. */
function conjured(node: JsonObject, root: JsonObject): { ref: string; attack: unknown; i: number }[] {
  const items = get(node, ["conjures", "items"]);
  if (!Array.isArray(items)) return [];
  return items.flatMap((ref, i) => {
    // An unknown item is reported by its reference.
    const item = typeof ref === "string" && ref.includes("/") ? itemAt(root, ref) : undefined;
    return item ? [{ ref: ref as string, attack: item.attack, i }] : [];
  });
}

// "puts one of those melee weapons into its user's hand".
const conjuresMelee: StatedRule = {
  section: "1.306",
  places: ["entry.mechanics"],
  trigger: "conjures",
  says: `"conjures.items" names melee weapons`,
  check(node, emit, root) {
    for (const { ref, attack, i } of conjured(node, root)) {
      const at = ["conjures", "items", i];
      if (!isObject(attack)) emit(at, "not-allowed", `"${ref}" is not a weapon: it has no "attack" (1.306)`);
      else if (attack.melee !== true && attack.reach === undefined && attack.range !== undefined)
        emit(at, "not-allowed", `"${ref}" is not a melee weapon (1.306)`);
    }
  },
};

// 1.308: "A weapon conjured into the hand (1.306) can be a thrown melee weapon (an attack with both `reach` and
// `range`, such as a dagger or a javelin)."
const conjuresThrown: StatedRule = {
  section: "1.308",
  places: ["entry.mechanics"],
  trigger: "conjures",
  says: `a thrown weapon in "conjures.items" needs 1.308`,
  check(node, emit, root) {
    const declared = root.capabilityApi;
    if (typeof declared !== "string" || !isVersion(declared) || compareVersions(declared, "1.308") >= 0) return;
    for (const { ref, attack, i } of conjured(node, root)) {
      if (!isObject(attack) || attack.range === undefined) continue;
      if (attack.melee !== true && attack.reach === undefined) continue;
      const why = `"${ref}" is a thrown weapon: conjuring one needs 1.308 (the ruleset declares capabilityApi ${declared})`;
      emit(["conjures", "items", i], "needs-version", why);
    }
  },
};

// "A `"utility"` entry with `conjures`".
const conjuresUtility: StatedRule = {
  section: "1.306",
  places: ["entry.mechanics"],
  trigger: "conjures",
  says: `"conjures" is on a "utility" entry`,
  check(node, emit) {
    if (node.conjures !== undefined && node.kind !== "utility")
      emit(["conjures"], "not-allowed", `"conjures" needs "kind": "utility" (1.306)`);
  },
};

export const amendRules: readonly StatedRule[] = [
  amendDistance,
  amendNamesWhat,
  // "Neither can be used for areas, nor on entries aimed at the user themselves."
  excludes("1.305", ["entry.mechanics", "item.use"], "targetsScale", "area"),
  excludes("1.305", ["entry.mechanics", "item.use"], "targetsRepeat", "area"),
  excludes("1.305", ["entry.mechanics", "item.use"], "targetsScale", "targets", "self"),
  excludes("1.305", ["entry.mechanics", "item.use"], "targetsRepeat", "targets", "self"),
  conjuresUtility,
  conjuresMelee,
  conjuresThrown,
];
