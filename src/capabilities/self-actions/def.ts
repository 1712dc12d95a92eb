// 1.197 as written: `self` on a creature action.
import type { FormatExtension } from "../../validate/extensions.js";
import { boolean } from "../../validate/schema.js";

declare module "../../ruleset/catalog.js" {
  interface CreatureActionDef {
    /** 1.197: the action acts on the creature itself, on its own turn as in a reaction (a duergar's Enlarge). */
    readonly self?: boolean;
  }
}

export const format: FormatExtension = {
  fields: { "creature.action": { self: { schema: boolean } } },
};
