// What 1.315, 1.327 and 1.336 say of lair actions: `lairInitiative` needs a lair action; a lair action is never a
// reaction and no sequence names it; `brokenNextLair` needs `concentration` and names the creature's own lair
// actions (a list from 1.336, each once); an enemy's own `"inLair": true` needs 1.315.
import { compareVersions, isVersion } from "../../registry/version.js";
import { excludes, type JsonObject, needs, type StatedRule } from "../../validate/rules/rule.js";

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
const actionsOf = (node: JsonObject): unknown[] => (Array.isArray(node.actions) ? node.actions : []);

/** Emits when the declared version is below `version`. */
function below(root: JsonObject, version: string): string | undefined {
  const declared = root.capabilityApi;
  if (typeof declared !== "string" || !isVersion(declared)) return undefined;
  return compareVersions(declared, version) < 0 ? declared : undefined;
}

const lairInitiativeNeedsLairAction: StatedRule = {
  section: "1.315",
  places: ["creature"],
  trigger: "lairInitiative",
  says: `"lairInitiative" needs at least one lair action`,
  check(node, emit) {
    if (!actionsOf(node).some((a) => isObject(a) && a.lair === true)) {
      emit(["lairInitiative"], "missing", `"lairInitiative" needs at least one action with "lair": true (1.315)`);
    }
  },
};

const noSequenceNamesLair: StatedRule = {
  section: "1.315",
  places: ["creature"],
  trigger: "actions",
  says: "no sequence names a lair action",
  check(node, emit) {
    const actions = actionsOf(node);
    const lair = new Set<string>();
    for (const a of actions) {
      if (!isObject(a) || a.lair !== true) continue;
      if (typeof a.id === "string") lair.add(a.id);
      if (typeof a.name === "string") lair.add(a.name);
    }
    if (!lair.size) return;
    actions.forEach((a, i) => {
      if (!isObject(a) || !Array.isArray(a.sequence)) return;
      a.sequence.forEach((step, j) => {
        const ref = typeof step === "string" ? step : isObject(step) ? step.action : undefined;
        if (typeof ref !== "string" || !lair.has(ref)) return;
        const at = ["actions", i, "sequence", j, ...(typeof step === "string" ? [] : ["action"])];
        emit(at, "not-allowed", `a sequence never names a lair action ("${ref}", 1.315)`);
      });
    });
  },
};

/** The creature's `brokenNextLair` values with their paths. */
function brokenNextLairOf(node: JsonObject): { named: unknown; at: (string | number)[] }[] {
  const out: { named: unknown; at: (string | number)[] }[] = [];
  actionsOf(node).forEach((a, i) => {
    if (isObject(a) && a.brokenNextLair !== undefined) {
      out.push({ named: a.brokenNextLair, at: ["actions", i, "brokenNextLair"] });
    }
  });
  return out;
}

const brokenNextLairNamesOwnLairActions: StatedRule = {
  section: "1.327",
  places: ["creature"],
  trigger: "actions",
  says: `"brokenNextLair" names the creature's own lair actions`,
  check(node, emit) {
    const lair = new Set<string>();
    for (const a of actionsOf(node)) if (isObject(a) && a.lair === true && typeof a.id === "string") lair.add(a.id);
    for (const { named, at } of brokenNextLairOf(node)) {
      const list = Array.isArray(named) ? named : [named];
      list.forEach((id, k) => {
        if (typeof id === "string" && !lair.has(id)) {
          emit(
            Array.isArray(named) ? [...at, k] : at,
            "bad-reference",
            `"${id}" is not a lair action of this creature (1.327)`,
          );
        }
      });
    }
  },
};

const brokenNextLairList: StatedRule = {
  section: "1.336",
  places: ["creature"],
  trigger: "actions",
  says: `"brokenNextLair" as a list needs 1.336, each lair action once`,
  check(node, emit, root) {
    for (const { named, at } of brokenNextLairOf(node)) {
      if (!Array.isArray(named)) continue;
      const declared = below(root, "1.336");
      if (declared) {
        emit(
          at,
          "needs-version",
          `"brokenNextLair" as a list needs 1.336 (the ruleset declares capabilityApi ${declared})`,
        );
      }
      const seen = new Set<unknown>();
      named.forEach((id, k) => {
        if (seen.has(id))
          emit([...at, k], "not-allowed", `"${String(id)}" appears more than once in "brokenNextLair" (1.336)`);
        seen.add(id);
      });
    }
  },
};

const enemyInLairNeedsVersion: StatedRule = {
  section: "1.315",
  places: ["encounter"],
  trigger: "enemies",
  says: `an enemy's "inLair": true needs 1.315`,
  check(node, emit, root) {
    const declared = below(root, "1.315");
    if (!declared || !Array.isArray(node.enemies)) return;
    node.enemies.forEach((e, i) => {
      if (isObject(e) && e.inLair !== undefined) {
        emit(
          ["enemies", i, "inLair"],
          "needs-version",
          `"inLair" needs 1.315 (the ruleset declares capabilityApi ${declared})`,
        );
      }
    });
  },
};

export const lairRules: readonly StatedRule[] = [
  lairInitiativeNeedsLairAction,
  noSequenceNamesLair,
  brokenNextLairNamesOwnLairActions,
  brokenNextLairList,
  enemyInLairNeedsVersion,
  // "A lair action is neither a reaction nor bought with points."
  excludes("1.315", ["creature.action"], "lair", "reaction"),
  excludes("1.315", ["creature.action"], "lair", "signature"),
  // "A creature action held up by its concentration can name brokenNextLair."
  needs("1.327", ["creature.action"], "brokenNextLair", ["concentration"]),
];
