// 1.250 as written: `evasion` on a combat condition or a combat level (the saves it works on), its schema and the
// event it adds.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, ref } from "../../validate/schema.js";

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.250: against something that deals half on a success, a passed save of these takes nothing and a failed one
     * only half (Evasion). */
    readonly evasion?: readonly string[];
  }
}

declare module "../../combat/capabilities/levels.js" {
  interface CombatLevelDef {
    /** 1.250: as on a condition (the rogue's and the monk's Evasion at 7th level). */
    readonly evasion?: readonly string[];
  }
}

export interface EvasionEvent {
  t: "evasion";
  who: string;
  save: string;
  /** The use saved against. */
  use: string;
  /** Whether the save succeeded: nothing taken; else half. */
  success: boolean;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    evasion: EvasionEvent;
  }
}

const evasion = { schema: array(ref("save"), { min: 1, max: 20 }) };

export const format: FormatExtension = {
  fields: { "combat.condition": { evasion }, "combat.level": { evasion } },
};

export function evasionText(e: EvasionEvent, n: Names): string {
  return e.success
    ? `${n.who(e.who)} evades: the save succeeded, no damage`
    : `${n.who(e.who)} evades: the save failed, only half the damage`;
}
