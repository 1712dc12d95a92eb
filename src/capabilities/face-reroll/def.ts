// 1.408 as written: `rerollsFace` on a combat condition or a combat level, its schema, and the event it adds.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { array, integer, object, oneOf, required } from "../../validate/schema.js";

export type RollKind = "attacks" | "saves" | "checks";

export interface RerollsFaceDef {
  /** The face of the combat's d20 that is rerolled once. */
  readonly face: number;
  /** Which of the holder's own rolls it reaches; all three when omitted. */
  readonly rolls?: readonly RollKind[];
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.408: the holder's own die showing `face` is rerolled once and the new number kept (Lucky). */
    readonly rerollsFace?: RerollsFaceDef;
  }
}

declare module "../../combat/capabilities/levels.js" {
  interface CombatLevelDef {
    /** 1.408: as on a condition. */
    readonly rerollsFace?: RerollsFaceDef;
  }
}

export interface FaceRerolled {
  t: "reroll";
  who: string;
  /** What the roll was for. */
  kind: RollKind;
  /** The face that came up, and the new number kept. */
  from: number;
  to: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    reroll: FaceRerolled;
  }
}

const rerollsFace = {
  schema: object({
    face: required(integer(1, 20)),
    rolls: array(oneOf("attacks", "saves", "checks"), { min: 1, max: 3 }),
  }),
};

export const format: FormatExtension = {
  fields: { "combat.condition": { rerollsFace }, "combat.level": { rerollsFace } },
};

const rollName: Record<RollKind, string> = { attacks: "attack roll", saves: "save", checks: "check" };

export function rerollText(e: FaceRerolled, n: Names): string {
  return `${n.who(e.who)} rerolls a ${e.from} on the ${rollName[e.kind]}'s d20 and keeps the new roll: ${e.to}`;
}
