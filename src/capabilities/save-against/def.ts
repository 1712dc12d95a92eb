// 1.185, 1.191 and 1.181 as written: `against` on a `{ to: "saves" }` modifier: `from` (what the one who did it
// is), `actions` (which of its actions), `damage` and `conditions` (what the save is against); `save.against` on
// an entry or a creature action (what else its save counts as being against); and the shapes the validator
// checks for them.
import type { TargetTest } from "../../combat/target-test.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, object, ref } from "../../validate/schema.js";

/** What a save modifier counts against; each key narrows the others. */
export interface SaveModifierAgainst {
  /** 1.185: a save against something a creature passing this test did (Dragon Scale Mail: `{ types: ["dragon"] }`). */
  readonly from?: TargetTest;
  /** 1.191: a save against one of these actions, by ID, name or shared recharge group, case-insensitively. */
  readonly actions?: readonly string[];
  /** 1.181: a save against one of these damage types (advantage on saves against poison). */
  readonly damage?: readonly string[];
  /** 1.181: a save against one of these conditions (advantage on saves against being poisoned). */
  readonly conditions?: readonly string[];
}

/** 1.181: what else a use's save counts as being against, besides the damage it deals and what it applies. */
export interface SaveCountsAgainst {
  readonly damage?: readonly string[];
  readonly conditions?: readonly string[];
}

declare module "../../ruleset/combat.js" {
  interface ModifierDef {
    readonly against?: SaveModifierAgainst;
  }
}

declare module "../../ruleset/mechanics.js" {
  interface SaveUseDef {
    /** 1.181: what else the save counts as being against (Stinking Cloud: `{ damage: ["poison"] }`). */
    readonly against?: SaveCountsAgainst;
  }
}

const NOUN = { damage: "damage type", conditions: "condition or condition kind" };

/** The ids a modifier's `against.damage` or `against.conditions` may name: `combat.damageTypes` (any, when it declares none); the conditions of
 * `combat.conditions` and the kinds they give. */
function declared(root: Record<string, unknown>, key: "damage" | "conditions"): Set<string> | undefined {
  const combat = (root.combat ?? {}) as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : []);
  if (key === "damage")
    return combat.damageTypes === undefined ? undefined : new Set(list(combat.damageTypes).map((d) => String(d?.id)));
  const out = new Set<string>();
  for (const c of list(combat.conditions)) {
    out.add(String(c?.id));
    for (const k of Array.isArray(c?.kinds) ? c.kinds : []) if (typeof k === "string") out.add(k);
  }
  return out;
}

const isStrings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === "string" && x.length > 0);

const saveAgainst = {
  schema: object({
    damage: array(ref("damageType"), { min: 1, max: 50 }),
    conditions: array(ref(["condition", "conditionKind"]), { min: 1, max: 50 }),
  }),
};

// A modifier's `against` has no schema of its own: its sub-keys are the registry's (a later one, 1.265 `casts`, is
// refused there as unsupported), so the shapes of those read here are stated rules.
export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { "save.against": saveAgainst },
    "creature.action": { "save.against": saveAgainst },
  },
  rules: [
    {
      section: "1.191",
      places: ["modifier"],
      trigger: "against",
      says: `"against" is on a saves modifier; "actions" lists names, "from.types" creature types, "damage" and "conditions" ids`,
      check(node, emit, root) {
        const against = node.against;
        if (node.to !== "saves") {
          emit(["against"], "not-allowed", `"against" narrows a {"to": "saves"} modifier only (1.185)`);
          return;
        }
        if (typeof against !== "object" || against === null || Array.isArray(against)) {
          emit(["against"], "wrong-type", `"against" is an object`);
          return;
        }
        const a = against as Record<string, unknown>;
        if (a.actions !== undefined && (!isStrings(a.actions) || (a.actions as unknown[]).length === 0))
          emit(
            ["against", "actions"],
            "wrong-type",
            `"against.actions" is a non-empty list of action ids or names (1.191)`,
          );
        for (const key of ["damage", "conditions"] as const) {
          if (a[key] === undefined) continue;
          if (!isStrings(a[key]) || (a[key] as unknown[]).length === 0) {
            emit(["against", key], "wrong-type", `"against.${key}" is a non-empty list of ids (1.181)`);
            continue;
          }
          const known = declared(root, key);
          // Damage types are free names until the ruleset declares some, as everywhere else.
          (a[key] as string[]).forEach((id, i) => {
            if (known && !known.has(id))
              emit(["against", key, i], "bad-reference", `"${id}" is not a ${NOUN[key]} of the ruleset (1.181)`);
          });
        }
        const from = a.from as Record<string, unknown> | undefined;
        if (from !== undefined && (typeof from !== "object" || from === null || !isStrings(from.types)))
          emit(["against", "from"], "wrong-type", `"against.from" names creature "types", a list of strings (1.185)`);
      },
    },
  ],
};
