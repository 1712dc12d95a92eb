// 1.181 as written: `save.succeeds` on an entry or a creature action, who succeeds without rolling, and the event
// such a success leaves.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, object, ref, required, string } from "../../validate/schema.js";

/** Any one of these is enough: immune to one of the damage types, to one of the conditions, or holding a tag. */
export interface SaveSucceeds {
  readonly immune?: readonly string[];
  readonly conditionImmune?: readonly string[];
  readonly is?: { readonly tags: readonly string[] };
}

declare module "../../ruleset/mechanics.js" {
  interface SaveUseDef {
    /** 1.181: who succeeds on it without rolling (Stinking Cloud: those immune to poison, or who do not breathe). */
    readonly succeeds?: SaveSucceeds;
  }
}

/** A save made without rolling: `who` meets what `succeeds` asks (`why`: "immune", "conditionImmune", "is"). */
export interface SaveSucceeded {
  t: "save-succeeded";
  who: string;
  save: string;
  by: string;
  use: string;
  why: "immune" | "conditionImmune" | "is";
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "save-succeeded": SaveSucceeded;
  }
}

const WHY = { immune: "immune to its damage", conditionImmune: "immune to what it brings", is: "unaffected by it" };

export function saveSucceededText(e: SaveSucceeded, n: Names): string {
  return `${n.who(e.who)} succeeds on the save against ${n.use(e.by, e.use)} without rolling (${WHY[e.why]})`;
}

const succeeds = {
  schema: object({
    immune: array(ref("damageType"), { min: 1, max: 50 }),
    conditionImmune: array(ref(["condition", "conditionKind"]), { min: 1, max: 50 }),
    is: object({ tags: required(array(string({ max: 100, min: 1 }), { min: 1, max: 50 })) }),
  }),
};

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { "save.succeeds": succeeds },
    "creature.action": { "save.succeeds": succeeds },
  },
};
