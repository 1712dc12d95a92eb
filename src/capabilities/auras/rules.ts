// Auras (1.263, 1.265, 1.268): what the reference says of the items of a condition's `auras`.
import { compareVersions, isVersion } from "../../registry/index.js";
import type { PathSegment } from "../../validate/path.js";
import { get, type JsonObject, type StatedRule } from "../../validate/rules/rule.js";

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);

function eachAura(node: JsonObject, visit: (aura: JsonObject, at: PathSegment[]) => void): void {
  const list = node.auras;
  if (!Array.isArray(list)) return;
  list.forEach((aura, i) => {
    if (isObject(aura)) visit(aura, ["auras", i]);
  });
}

// "and also to the holder with `self: true` (not together with `enemies`)".
const selfNotEnemies: StatedRule = {
  section: "1.263",
  places: ["combat.condition"],
  trigger: "auras",
  says: `an aura's "self" never goes with "side": "enemies"`,
  check(node, emit) {
    eachAura(node, (aura, at) => {
      if (aura.self === true && aura.side === "enemies")
        emit([...at, "self"], "not-allowed", `"self" cannot be used with "side": "enemies" (1.263)`);
    });
  },
};

// "An aura's `conditions` are now optional, as long as the aura spreads conditions, deals damage or calls for a
// save" (1.265); before 1.265 they are required.
const auraDoesSomething: StatedRule = {
  section: "1.265",
  places: ["combat.condition"],
  trigger: "auras",
  says: `an aura spreads "conditions", "harms" or calls for a "save"`,
  check(node, emit, root) {
    const declared = root.capabilityApi;
    const early = typeof declared === "string" && isVersion(declared) && compareVersions(declared, "1.265") < 0;
    eachAura(node, (aura, at) => {
      if (aura.conditions !== undefined) return;
      if (early) emit([...at, "conditions"], "missing", `an aura needs "conditions" before 1.265 (1.263)`);
      else if (aura.harms === undefined && aura.save === undefined)
        emit([...at, "conditions"], "missing", `an aura needs "conditions", "harms" or "save" (1.265)`);
    });
  },
};

// "a condition spread by an aura cannot itself carry an aura".
const spreadCarriesNoAura: StatedRule = {
  section: "1.263",
  places: ["combat.condition"],
  trigger: "auras",
  says: "a condition an aura spreads carries no aura itself",
  check(node, emit, root) {
    const all = get(root, ["combat", "conditions"]);
    if (!Array.isArray(all)) return;
    eachAura(node, (aura, at) => {
      const spread = aura.conditions;
      if (!Array.isArray(spread)) return;
      spread.forEach((id, i) => {
        const def = all.find((c) => isObject(c) && c.id === id);
        if (isObject(def) && Array.isArray(def.auras) && def.auras.length > 0)
          emit([...at, "conditions", i], "not-allowed", `"${String(id)}" has auras, so no aura can spread it (1.263)`);
      });
    });
  },
};

// "A `seen` save can carry `avert: true`".
const avertNeedsSeen: StatedRule = {
  section: "1.268",
  places: ["combat.condition"],
  trigger: "auras",
  says: `an aura save's "avert" needs "seen"`,
  check(node, emit) {
    eachAura(node, (aura, at) => {
      const save = aura.save;
      if (isObject(save) && save.avert === true && save.seen !== true)
        emit([...at, "save", "avert"], "missing", `"avert" needs "seen": true beside it (1.268)`);
    });
  },
};

export const auraRules: readonly StatedRule[] = [
  selfNotEnemies,
  auraDoesSomething,
  spreadCarriesNoAura,
  avertNeedsSeen,
];
