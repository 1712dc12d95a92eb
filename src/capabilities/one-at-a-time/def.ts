// 1.256 as written: a combat condition's `oneAtATime` (the group it belongs to) and the condition event's `already`.
import type { FormatExtension } from "../../validate/extensions.js";
import { string } from "../../validate/schema.js";

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.256: while a creature has one condition of this group, no other of the group (the same one included) takes
     * effect on it (Bardic Inspiration: `"bardic"`). */
    readonly oneAtATime?: string;
  }
}

export const format: FormatExtension = {
  fields: { "combat.condition": { oneAtATime: { schema: string({ min: 1, max: 100 }) } } },
};
