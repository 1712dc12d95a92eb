// 1.306 and 1.308 as written: a weapon conjured into the hand (`binds` offers held weapons with these tags), and
// the rules the reference states for it (on a utility entry, melee weapons, thrown ones from 1.308).
import { compareVersions, isVersion } from "../../registry/version.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { get, type JsonObject, type StatedRule } from "../../validate/rules/rule.js";
import { array, boolean, object, ref, required, string } from "../../validate/schema.js";

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

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

const conjures = object({
  items: required(array(ref("item"), { min: 1, max: 50 })),
  proficient: boolean,
  qualities: array(string({ max: 100, min: 1 }), { max: 20 }),
  binds: object({ tags: required(array(string({ max: 100, min: 1 }), { min: 1, max: 20 })) }),
});

export const format: FormatExtension = {
  fields: { "entry.mechanics": { conjures: { schema: conjures } } },
  rules: [conjuresUtility, conjuresMelee, conjuresThrown],
};
