// Spellcasting creatures (1.181) and legendary spellcasting (1.284). A `spellcasting` trait's `fields` hold
// values of their sheet field's type, and its `pools` are spell pools, never the health pool. A creature
// action's `casting` is bought between turns, so it needs a `signature` cost, and it does nothing else: what it
// does is the spell's.
import { needs, type StatedRule } from "../../validate/rules/rule.js";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Keys with which a creature action does something of its own (or is taken some other way). */
const OWN = [
  "damage",
  "heal",
  "toHit",
  "amount",
  "area",
  "targets",
  "targetCount",
  "range",
  "save",
  "check",
  "applies",
  "plus",
  "push",
  "temporary",
  "zone",
  "move",
  "search",
  "sequence",
  "teleport",
  "reaction",
  "recharge",
  "uses",
  "lair",
  "concentration",
  "gives",
  "standard",
];

const castingDoesNothingElse: StatedRule = {
  section: "1.284",
  places: ["creature.action"],
  trigger: "casting",
  says: `a "casting" action does nothing else`,
  check(node, emit) {
    for (const key of OWN) {
      if (node[key] !== undefined)
        emit([key], "not-allowed", `a "casting" action does nothing but cast a spell: "${key}" cannot be used (1.284)`);
    }
  },
};

const fieldValuesOfTheirType: StatedRule = {
  section: "1.181",
  places: ["creature"],
  trigger: "spellcasting",
  says: `"spellcasting.fields" hold values of each field's type; "spellcasting.pools" are not the health pool`,
  check(node, emit, root) {
    const trait = node.spellcasting;
    if (!isObject(trait)) return;
    const sheet = isObject(root.sheet) ? root.sheet : {};
    const defs = Array.isArray(sheet.fields) ? sheet.fields.filter(isObject) : [];
    if (isObject(trait.fields)) {
      for (const [id, value] of Object.entries(trait.fields)) {
        const def = defs.find((f) => f.id === id);
        if (!def) continue; // the schema reports an unknown field
        const want = def.type === "number" ? "number" : def.type === "boolean" ? "boolean" : "string";
        if (typeof value !== want) {
          emit(
            ["spellcasting", "fields", id],
            "wrong-type",
            `field "${id}" is a ${def.type} field: expected a ${want}`,
          );
        } else if (
          typeof value === "number" &&
          ((typeof def.min === "number" && value < def.min) || (typeof def.max === "number" && value > def.max))
        ) {
          emit(["spellcasting", "fields", id], "out-of-range", `${value} is outside field "${id}"'s bounds`);
        } else if (def.type === "enum" && Array.isArray(def.values) && !def.values.includes(value)) {
          emit(["spellcasting", "fields", id], "out-of-range", `"${value}" is not one of field "${id}"'s values`);
        }
      }
    }
    const live = isObject(sheet.live) ? sheet.live : {};
    const pools = Array.isArray(live.pools) ? live.pools.filter(isObject) : [];
    if (isObject(trait.pools)) {
      for (const id of Object.keys(trait.pools)) {
        if (pools.find((p) => p.id === id)?.health === true)
          emit(["spellcasting", "pools", id], "not-allowed", `"${id}" is the health pool, not a spell pool (1.181)`);
      }
    }
  },
};

export const spellcastingRules: readonly StatedRule[] = [
  fieldValuesOfTheirType,
  // "A creature action with a `signature` cost can write `casting` and do nothing else."
  needs("1.284", ["creature.action"], "casting", ["signature.cost"]),
  castingDoesNothingElse,
];
