// 1.418 as written: `checkFloor` on a combat condition or a combat level, its schema, and the event it adds.
import type { Names } from "../../combat/names.js";
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { array, boolean, integer, object, ref } from "../../validate/schema.js";

export interface CheckFloorDef {
  /** A die showing less counts as this face (the natural face too). */
  readonly face?: number;
  /** A total below this value, read from the holder's sheet, counts as it. */
  readonly total?: Value;
  /** Only skill checks the holder is trained in. */
  readonly proficient?: boolean;
  readonly abilities?: readonly string[];
  readonly skills?: readonly string[];
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.418: floors for the holder's checks, never its saves (Reliable Talent, Indomitable Might). */
    readonly checkFloor?: CheckFloorDef;
  }
}

declare module "../../combat/capabilities/levels.js" {
  interface CombatLevelDef {
    /** 1.418: as on a condition. */
    readonly checkFloor?: CheckFloorDef;
  }
}

export interface CheckFloored {
  t: "check-floor";
  who: string;
  check: string;
  /** The die kept and what it counts as. */
  die?: { from: number; to: number };
  /** The total and what it counts as. */
  total?: { from: number; to: number };
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "check-floor": CheckFloored;
  }
}

const checkFloor = {
  schema: object({
    face: integer(1, 20),
    total: value,
    proficient: boolean,
    abilities: array(ref("ability"), { min: 1, max: 50 }),
    skills: array(ref("skill"), { min: 1, max: 200 }),
  }),
};

export const format: FormatExtension = {
  fields: { "combat.condition": { checkFloor }, "combat.level": { checkFloor } },
};

export function checkFloorText(e: CheckFloored, n: Names): string {
  const parts = [
    ...(e.die ? [`the d20's ${e.die.from} counts as ${e.die.to}`] : []),
    ...(e.total ? [`the total ${e.total.from} counts as ${e.total.to}`] : []),
  ];
  return `${n.who(e.who)}'s ${e.check} check has a floor: ${parts.join(", and ")}`;
}
