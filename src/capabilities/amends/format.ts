// 1.302 and 1.306 as written: changes to other entries, held in a sheet list, and the rules the reference states
// for them (a range or push needs a board's distance; an amendment names what it changes); 1.414's `catalogs` in
// place of `entry`, and `where`.
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { where } from "../../validate/format/where.js";
import { get, type JsonObject, type StatedRule } from "../../validate/rules/rule.js";
import { array, boolean, integer, object, ref, required } from "../../validate/schema.js";

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

// "An amendment can use `catalogs` instead of `entry`": one or the other.
const amendOneOf: StatedRule = {
  section: "1.414",
  places: ["entry.mechanics"],
  trigger: "amends",
  says: `an amendment names "entry" or "catalogs", not both`,
  check(node, emit) {
    if (!Array.isArray(node.amends)) return;
    node.amends.forEach((a, i) => {
      if (isObject(a) && a.entry !== undefined && a.catalogs !== undefined)
        emit(
          ["amends", i, "catalogs"],
          "not-allowed",
          `an amendment uses "catalogs" instead of "entry", not beside it (1.414)`,
        );
    });
  },
};

// 1.306 adds `damagePlus` and `strikes`.
const amends = array(
  object({
    // Or `catalogs` (1.414): the stated rules ask for one of them.
    entry: ref("entry"),
    catalogs: array(ref("catalog"), { min: 1, max: 20 }),
    where,
    damageAdd: value,
    range: integer(1, 100_000),
    push: integer(1, 10_000),
    pushOptional: boolean,
    damagePlus: object({ add: required(value), type: required(ref("damageType")), atLeast: integer(-1000, 1000) }),
    strikes: integer(1, 20),
  }),
  { min: 1, max: 20 },
);

export const format: FormatExtension = {
  fields: { "entry.mechanics": { amends: { schema: amends } } },
  rules: [amendDistance, amendNamesWhat, amendOneOf],
};
