// 1.242 and 1.244 as written: `attackRows` on an entry held in a sheet list (the rows and wielded weapons it changes,
// while its bounds hold), and `combat.attacks[].always` (the rows every sheet's fight has); with their stated rules.
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import type { StatedRule } from "../../validate/rules/rule.js";
import {
  array,
  boolean,
  dice,
  type Infer,
  integer,
  number,
  object,
  ref,
  required,
  string,
  thresholdTable,
} from "../../validate/schema.js";

const names = array(string({ max: 100, min: 1 }), { min: 1, max: 50 });
const tags = array(string({ max: 100, min: 1 }), { max: 20 });

/** Weapons by tag: all of `tags`, none of `notTags` (1.244). */
export const itemTest = object({ tags, notTags: tags });

/** A bound on a sheet value: the rule (or strike) counts while the value is at most `atMost` (1.242). */
export const whenSchema = object({ value: required(value), atMost: number(-1000, 1000) });

/** "Unarmed or wielding only monk weapons" (1.244): every wielded weapon one of these, or none wielded. */
export const wieldingSchema = object({ only: required(object({ names, tags, notTags: tags })) });

const rule = object({
  names,
  items: itemTest,
  wielding: wieldingSchema,
  when: whenSchema,
  abilities: array(ref("ability"), { min: 1, max: 10 }),
  die: object({ from: required(value), table: required(thresholdTable(integer(2, 100))) }),
  qualities: array(string({ max: 100, min: 1 }), { min: 1, max: 20 }),
});

export const attackRowsSchema = array(rule, { min: 1, max: 20 });

/** A row of an attack list, in the columns the reference writes the 5e unarmed strike with (1.244). */
export const rowSchema = object({
  name: required(string({ max: 100, min: 1 })),
  ability: ref("ability"),
  proficient: boolean,
  bonus: integer(-100, 100),
  damage: required(dice),
  damage_type: required(ref("damageType")),
  reach: number(0, 10_000),
});

export type ItemTest = Infer<typeof itemTest>;
export type WieldingDef = Infer<typeof wieldingSchema>;
/** The value schema carries no type of its own: the bound's and the die's are written out. */
export interface WhenDef {
  readonly value: Value;
  readonly atMost?: number;
}
export interface AttackRowRule {
  readonly names?: readonly string[];
  readonly items?: ItemTest;
  readonly wielding?: WieldingDef;
  readonly when?: WhenDef;
  readonly abilities?: readonly string[];
  readonly die?: { readonly from: Value; readonly table: readonly (readonly [number, number])[] };
  readonly qualities?: readonly string[];
}
export interface AttackRowDef {
  readonly name: string;
  readonly ability?: string;
  readonly proficient?: boolean;
  readonly bonus?: number;
  readonly damage: string | number;
  readonly damage_type: string;
  readonly reach?: number;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.242: changes the attack rows (1.244: and wielded weapons) it names, while its bounds hold (Martial Arts). */
    readonly attackRows?: readonly AttackRowRule[];
  }
}

declare module "../../ruleset/combat.js" {
  interface AttackSourceDef {
    /** 1.244: rows every sheet's fight has besides its own (the unarmed strike). */
    readonly always?: readonly AttackRowDef[];
  }
}

// "A rule names `names`, `items`, or both" (1.244).
const namesOrItems: StatedRule = {
  section: "1.244",
  places: ["entry.mechanics"],
  trigger: "attackRows",
  says: `an "attackRows" rule names "names", "items", or both`,
  check(node, emit) {
    const rules = node.attackRows;
    if (!Array.isArray(rules)) return;
    rules.forEach((r, i) => {
      if (typeof r !== "object" || r === null) return;
      const o = r as Record<string, unknown>;
      if (o.names === undefined && o.items === undefined)
        emit(
          ["attackRows", i],
          "missing",
          `an "attackRows" rule names the rows it changes: "names", "items", or both (1.244)`,
        );
    });
  },
};

// An attack list without rows of its own is there for its catalogs: it names them (as before 1.244).
const catalogsOrRows: StatedRule = {
  section: "1.244",
  places: ["combat"],
  trigger: "attacks",
  says: `an item of "combat.attacks" names "catalogs", "always", or both`,
  check(node, emit) {
    const lists = node.attacks;
    if (!Array.isArray(lists)) return;
    lists.forEach((l, i) => {
      if (typeof l !== "object" || l === null) return;
      const o = l as Record<string, unknown>;
      if (o.catalogs === undefined && o.always === undefined)
        emit(
          ["attacks", i, "catalogs"],
          "missing",
          `an attack list names the "catalogs" it is for, or gives rows ("always", 1.244)`,
        );
    });
  },
};

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { attackRows: { schema: attackRowsSchema } },
    combat: { "attacks[].always": { schema: array(rowSchema, { min: 1, max: 4 }) } },
  },
  rules: [namesOrItems, catalogsOrRows],
};
