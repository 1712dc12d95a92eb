// 1.320 and 1.400 as written: `hangsOn` on a creature, a combat condition or a combat level, its schema, the
// rules the reference states for it, and the event it adds.
import type { Names } from "../../combat/names.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { get, namesOneOf, type StatedRule } from "../../validate/rules/rule.js";
import { array, boolean, type Infer, integer, object, ref, required, string } from "../../validate/schema.js";

const hangsOnSave = object({
  save: required(ref("save")),
  difficulty: required(integer(0, 1000)),
  // The blow's damage is added to the difficulty (Undead Fortitude: DC 5 + the damage taken).
  plusDamage: boolean,
  // Added once for each earlier success (Relentless Rage: +5 each time).
  raisedBy: integer(0, 1000),
  // Earlier successes counted by what was spent of this sheet pool, not per fight.
  tally: ref("pool"),
});

export const hangsOnSchema = object({
  uses: integer(1, 100),
  // The holder keeps going until the end of its next turn, then falls (see ruleset-format §20).
  extraTurn: boolean,
  label: string({ max: 200 }),
  save: hangsOnSave,
  notFrom: array(ref("damageType"), { max: 50 }),
  notCritical: boolean,
  dealtAtMost: integer(0, 100000),
  spends: ref("pool"),
});

export type HangsOnDef = Infer<typeof hangsOnSchema>;

declare module "../../ruleset/catalog.js" {
  interface CreatureDef {
    /** 1.320: drops to 1 health instead of 0 (Undead Fortitude, Relentless). */
    readonly hangsOn?: HangsOnDef;
  }
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.400: as on a creature, for whoever holds it (Relentless Rage). */
    readonly hangsOn?: HangsOnDef;
  }
}

declare module "../../combat/capabilities/levels.js" {
  interface CombatLevelDef {
    /** 1.400: as on a condition (Relentless Endurance). */
    readonly hangsOn?: HangsOnDef;
  }
}

export interface HungOn {
  t: "hangs-on";
  who: string;
  /** The label of what held, else the condition's or the creature's name. */
  by: string;
  /** The pool paid or tallied, and what is left of it. */
  spent?: { pool: string; left: number };
  /** With `extraTurn`: it falls at the end of its next turn. */
  untilTurnEnd?: boolean;
}

export interface LastTurnOver {
  t: "hung-on-ends";
  who: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "hangs-on": HungOn;
    "hung-on-ends": LastTurnOver;
  }
}

// "There must be `uses`, `spends` or `save`, and creatures accept neither `spends` nor `tally`."
const NOT_ON_CREATURES: readonly (readonly string[])[] = [
  ["hangsOn", "spends"],
  ["hangsOn", "save", "tally"],
];

const creaturesSpendNothing: StatedRule = {
  section: "1.400",
  places: ["creature"],
  trigger: "hangsOn",
  says: `a creature's "hangsOn" has no "spends" nor "save.tally"`,
  check(node, emit) {
    for (const at of NOT_ON_CREATURES) {
      if (get(node, at) !== undefined) {
        emit(
          at,
          "not-allowed",
          `a creature has no sheet pools: "${at.slice(1).join(".")}" is for conditions and levels (1.400)`,
        );
      }
    }
  },
};

const hangsOn = { schema: hangsOnSchema };

export const format: FormatExtension = {
  fields: { creature: { hangsOn }, "combat.condition": { hangsOn }, "combat.level": { hangsOn } },
  rules: [
    namesOneOf("1.400", ["creature", "combat.condition", "combat.level"], "hangsOn", ["uses", "spends", "save"]),
    creaturesSpendNothing,
  ],
};

export function hungOnText(e: HungOn, n: Names): string {
  const paid = e.spent ? `; ${e.spent.left} ${n.pool(e.spent.pool)} left` : "";
  const until = e.untilTurnEnd ? " until the end of its next turn" : "";
  return `${n.who(e.who)} hangs on at 1 hp (${e.by})${until}${paid}`;
}

export function lastTurnOverText(e: LastTurnOver, n: Names): string {
  return `${n.who(e.who)} can hang on no longer`;
}
