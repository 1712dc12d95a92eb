// 1.412 as written: `fellsGrant` on a combat condition or a combat level, its schema, and the event it adds.
import type { Names } from "../../combat/names.js";
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { object, required } from "../../validate/schema.js";

export interface FellsGrantDef {
  /** Temporary points gained, read from the holder's sheet (a creature reads `const`). */
  readonly temporary: Value;
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.412: temporary points when a foe its holder damaged last drops to 0 (Dark One's Blessing). */
    readonly fellsGrant?: FellsGrantDef;
  }
}

declare module "../../combat/capabilities/levels.js" {
  interface CombatLevelDef {
    /** 1.412: as on a condition. */
    readonly fellsGrant?: FellsGrantDef;
  }
}

export interface FellsGranted {
  t: "fells-grant";
  who: string;
  /** The foe that fell. */
  fell: string;
  amount: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "fells-grant": FellsGranted;
  }
}

const fellsGrant = { schema: object({ temporary: required(value) }) };

export const format: FormatExtension = {
  fields: { "combat.condition": { fellsGrant }, "combat.level": { fellsGrant } },
};

export function fellsGrantText(e: FellsGranted, n: Names): string {
  return `${n.who(e.who)} gains ${e.amount} temporary points for felling ${n.who(e.fell)}`;
}
