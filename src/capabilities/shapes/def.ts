// 1.392 as written: `forms` on a catalog entry's mechanics or a creature's action, `shape` on a combat condition,
// their schemas, the rules the reference states for them, and the events they add.
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { get, type JsonObject, type StatedRule } from "../../validate/rules/rule.js";
import { array, boolean, type Infer, object, oneOf, ref, required, string } from "../../validate/schema.js";

const upTo = object({
  // A numeric catalog filter of the forms (`cr`).
  filter: required(string({ min: 1, max: 100 })),
  // Read from the user's sheet: forms above it are not offered (Wild Shape by druid level).
  at: value,
  // Read from whoever undergoes the shapeshift: forms above it are rejected for that target (Polymorph).
  targetLevel: value,
});

const without = object({
  speed: required(string({ min: 1, max: 100 })),
  // Read from the user's sheet: above 0, the forms with that speed are offered after all.
  unless: value,
});

export const formsSchema = object({
  into: array(ref("creature"), { min: 1, max: 200 }),
  upTo,
  without: array(without, { min: 1, max: 10 }),
});

export const shapeSchema = object({
  health: oneOf("form", "own"),
  keepsSaves: array(ref("save"), { max: 50 }),
  keepsChecks: array(ref(["combatCheck", "skill"]), { max: 100 }),
  // The holder's own actions kept: action ids, or catalog entries by `<catalog>/<entry>` or entry id.
  keeps: array(string({ min: 1, max: 201 }), { max: 100 }),
  revert: ref("budget"),
  // 1.404: the holder's proficient saves and checks take the better of the form's number and the form's ability
  // modifier plus the holder's proficiency.
  betterOf: boolean,
});

/** A shapeshift's forms and what limits them (`upTo.at`, `targetLevel` and `unless` are Values). */
export type FormsDef = Omit<Infer<typeof formsSchema>, "upTo" | "without"> & {
  readonly upTo?: { readonly filter: string; readonly at?: Value; readonly targetLevel?: Value };
  readonly without?: readonly { readonly speed: string; readonly unless?: Value }[];
};
export type ShapeDef = Infer<typeof shapeSchema>;

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.392: the creatures it can turn someone into, each offered as a mode of its own. */
    readonly forms?: FormsDef;
  }
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.392: while it lasts, its holder has taken on a form (the one its applying mode named). */
    readonly shape?: ShapeDef;
  }
}

export interface Shapeshift {
  t: "shapeshift";
  who: string;
  /** The form taken on (`<catalog>/<entry>`) and its name. */
  form: string;
  name: string;
  /** With `health: "form"`, the form's own health. */
  hp?: number;
}

export interface ShapeEnds {
  t: "shape-ends";
  who: string;
  form: string;
  name: string;
  /** Why: the form dropped to 0 (`dropped`), a revert by choice (`reverted`), or why its condition ended. */
  why: string;
  /** Damage left over when the form dropped, carried on to the holder's own health. */
  carried?: number;
  /** The holder's own health, once back. */
  hp: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    shapeshift: Shapeshift;
    "shape-ends": ShapeEnds;
  }
}

/** The combat conditions `m`'s `applies` names. */
const appliedIds = (m: JsonObject): string[] =>
  Array.isArray(m.applies)
    ? m.applies.flatMap((a) =>
        typeof (a as JsonObject)?.condition === "string" ? [(a as JsonObject).condition as string] : [],
      )
    : [];

const conditionsOf = (root: JsonObject): JsonObject[] => {
  const list = get(root, ["combat", "conditions"]);
  return Array.isArray(list) ? (list as JsonObject[]) : [];
};

// "What it applies through `applies` must name a combat condition that has a `shape`."
const appliesAShape: StatedRule = {
  section: "1.392",
  places: ["entry.mechanics", "creature.action"],
  trigger: "forms",
  says: `"forms" applies a combat condition that has a "shape"`,
  check(node, emit, root) {
    const shaped = new Set(conditionsOf(root).flatMap((c) => (c.shape !== undefined ? [c.id as string] : [])));
    if (!appliedIds(node).some((id) => shaped.has(id)))
      emit(
        ["forms"],
        "missing",
        `"forms" needs "applies" naming a combat condition that has a "shape": the shapeshift it starts (1.392)`,
      );
  },
};

// "Forms can be named in `into` …" (and, from 1.401, read through `from`): a shapeshift offers at least one.
const namesForms: StatedRule = {
  section: "1.392",
  places: ["entry.mechanics", "creature.action"],
  trigger: "forms",
  says: `"forms" names its forms in "into"`,
  check(node, emit) {
    const forms = node.forms as JsonObject | undefined;
    if (forms && forms.into === undefined && forms.from === undefined)
      emit(["forms"], "missing", `"forms" needs "into": the creatures it can turn someone into (1.392)`);
  },
};

// "Creatures have no sheet, so their actions use neither `at` nor `unless`."
const creaturesReadNoSheet: StatedRule = {
  section: "1.392",
  places: ["creature.action"],
  trigger: "forms",
  says: `a creature's "forms" has no "upTo.at" nor "without[].unless"`,
  check(node, emit) {
    if (get(node, ["forms", "upTo", "at"]) !== undefined)
      emit(["forms", "upTo", "at"], "not-allowed", `a creature has no sheet: "upTo.at" is for catalog entries (1.392)`);
    const without = get(node, ["forms", "without"]);
    if (!Array.isArray(without)) return;
    without.forEach((w, i) => {
      if ((w as JsonObject)?.unless !== undefined)
        emit(
          ["forms", "without", i, "unless"],
          "not-allowed",
          `a creature has no sheet: "without[].unless" is for catalog entries (1.392)`,
        );
    });
  },
};

// `upTo` limits by one number or the other.
const upToLimits: StatedRule = {
  section: "1.392",
  places: ["entry.mechanics", "creature.action"],
  trigger: "forms",
  says: `"forms.upTo" has "at" or "targetLevel"`,
  check(node, emit) {
    const up = get(node, ["forms", "upTo"]) as JsonObject | undefined;
    if (up && up.at === undefined && up.targetLevel === undefined)
      emit(["forms", "upTo"], "missing", `"upTo" needs "at" or "targetLevel": the number forms are limited by (1.392)`);
  },
};

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { forms: { schema: formsSchema } },
    "creature.action": { forms: { schema: formsSchema } },
    "combat.condition": { shape: { schema: shapeSchema } },
  },
  rules: [appliesAShape, namesForms, creaturesReadNoSheet, upToLimits],
};
