// 1.253 as written: an entry's `alters` (Metamagic) with `catalogs`, `joins` and its alterations, `usesSpentByLevel`,
// the option's `alters` offers and `alterNeeded`, the choice's `alters`, the `altered` event, and the rules stated
// for them ("It is a `utility` without a reaction").
import type { FacetWant } from "../../combat/facets.js";
import type { Names } from "../../combat/names.js";
import type { TargetSpec } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { Value } from "../../ruleset/value.js";
import type { FormatExtension } from "../../validate/extensions.js";
import { value } from "../../validate/format/value.js";
import { where } from "../../validate/format/where.js";
import { MECHANICS } from "../../validate/rules/rule.js";
import { array, boolean, dice, type Infer, integer, object, ref, required } from "../../validate/schema.js";

const altersSchema = object({
  catalogs: required(array(ref("catalog"), { min: 1, max: 20 })),
  joins: boolean,
  spares: value,
  // 1.414: only entries whose filter matches; Sculpt Spells' spares, more by the level paid and wholly.
  where,
  sparesByLevel: boolean,
  sparesWhole: boolean,
  range: object({ times: integer(2, 10), touch: integer(5, 1000) }),
  rerolls: value,
  lasts: integer(2, 10),
  heightens: boolean,
  budget: object({ from: required(ref("budget")), to: required(ref("budget")) }),
  drops: array(ref("component"), { min: 1, max: 20 }),
  twins: boolean,
  // 1.415: Overchannel's maximized damage within paid levels, and the harm it does its user past its free uses.
  maximizes: object({ fromLevel: integer(0, 20), upToLevel: integer(0, 20) }),
  backlash: object({
    free: required(integer(0, 100)),
    dice: required(dice),
    grows: dice,
    type: ref("damageType"),
    unblockable: boolean,
  }),
});

/** An entry's `alters` (1.253): how it changes an entry of its catalogs when chosen with it. */
export type AltersDef = Omit<Infer<typeof altersSchema>, "spares" | "rerolls" | "where"> & {
  readonly spares?: Value;
  readonly rerolls?: Value;
  readonly where?: { readonly filter: string; readonly equals: FacetWant };
};

/** The alteration keys: an `alters` needs at least one. */
export const ALTERATIONS = [
  "spares",
  "range",
  "rerolls",
  "lasts",
  "heightens",
  "budget",
  "drops",
  "twins",
  "maximizes",
  "backlash",
] as const;

/** One alteration an option offers (1.253): the altering entry, its price, and the shape it gives the use. */
export interface AlterOffer {
  /** The altering entry's use id ("features/careful-spell"): what the choice's `alters` names. */
  readonly id: string;
  readonly name: string;
  /** What it costs at the option's first payment, and from which pool or counter. */
  readonly price: number;
  readonly from: string;
  /** It may be chosen beside another (1.253 `joins`). */
  readonly joins?: true;
  /** The targets, cells or budget the use takes with it, where they differ from the option's own. */
  readonly targets?: TargetSpec;
  readonly cells?: readonly Cell[];
  readonly budget?: string;
  /** 1.254: how many of the user's side it can spare, when more could be caught: the choice names them (`spares`). */
  readonly spares?: number;
  /** 1.255: it may catch more than one creature: the choice names whose first save has disadvantage (`heightens`). */
  readonly heightens?: true;
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.253: Metamagic: changes how an entry of its `catalogs` is used, chosen along with it. */
    readonly alters?: AltersDef;
    /** 1.253: its price is the level the altered entry is paid at, at least one. */
    readonly usesSpentByLevel?: boolean;
  }
}

declare module "../../combat/types.js" {
  interface OptionBase {
    /** 1.253: the alterations it may be chosen with. */
    readonly alters?: readonly AlterOffer[];
    /** 1.253: the alterations the choice must include (it can be used now only with them). */
    readonly alterNeeded?: readonly string[];
  }
  interface Choice {
    /** 1.253: the ids of the option's `alters` chosen with it. */
    readonly alters?: readonly string[];
    /** 1.254: whom of the user's side a `spares` alteration spares (none listed: no one). */
    readonly spares?: readonly string[];
    /** 1.255: whose first save a `heightens` alteration makes with disadvantage. */
    readonly heightens?: string;
  }
  interface ActFrame {
    /** 1.253: the alterations chosen with it, by the altering entry's use id. */
    alters?: string[];
    /** 1.253: the target whose first save is still to be made with disadvantage (Heightened). */
    heightens?: string;
    /** 1.254: whom its `spares` alteration spares, as the choice named them (absent: the first it catches). */
    spares?: string[];
  }
}

export interface Altered {
  t: "altered";
  who: string;
  use: string;
  /** The altering entries, by use id. */
  alters: string[];
  /** 1.254: whom the choice named to spare. */
  spares?: string[];
  /** 1.255: whose first save the choice named for disadvantage. */
  heightens?: string;
}

export interface AlterSpared {
  t: "alter-spared";
  who: string;
  by: string;
  use: string;
  alter: string;
  /** 1.414 `sparesWhole`: not affected at all, where a success would still take half. */
  whole?: true;
}

export interface AlterRerolled {
  t: "alter-rerolled";
  by: string;
  target: string;
  alter: string;
  /** Each die rerolled: what it showed, what it shows now. */
  dice: [number, number][];
}

/** 1.415: an alteration made every die of a blow's damage take its highest face. */
export interface AlterMaximized {
  t: "alter-maximized";
  by: string;
  target: string;
  alter: string;
  use: string;
}

/** 1.415: an alteration's `backlash` harmed its user after the cast (the damage follows as its own event). */
export interface AlterBacklash {
  t: "alter-backlash";
  who: string;
  alter: string;
  use: string;
  /** The dice rolled, and the uses of the counter since it last recovered. */
  dice: string;
  uses: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "alter-maximized": AlterMaximized;
    "alter-backlash": AlterBacklash;
    altered: Altered;
    "alter-spared": AlterSpared;
    "alter-rerolled": AlterRerolled;
  }
}

const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

export function alteredText(e: Altered, n: Names): string {
  const named = [
    ...(e.spares ? [e.spares.length ? `sparing ${list(e.spares.map((id) => n.who(id)))}` : "sparing no one"] : []),
    ...(e.heightens ? [`${n.who(e.heightens)} saves first at disadvantage`] : []),
  ];
  const by = list(e.alters.map((a) => n.use(e.who, a)));
  return `${n.who(e.who)} alters ${n.use(e.who, e.use)} with ${by}${named.length ? ` (${named.join("; ")})` : ""}`;
}

export function alterSparedText(e: AlterSpared, n: Names): string {
  if (e.whole) return `${n.who(e.who)} avoids the effect of ${n.use(e.by, e.use)} (${n.use(e.by, e.alter)})`;
  return `${n.who(e.who)} simply passes the save against ${n.use(e.by, e.use)} (${n.use(e.by, e.alter)})`;
}

export function alterRerolledText(e: AlterRerolled, n: Names): string {
  const dice = e.dice.map(([a, b]) => `${a} → ${b}`).join(", ");
  const k = e.dice.length;
  return `${n.use(e.by, e.alter)} rerolls ${k} damage ${k === 1 ? "die" : "dice"} against ${n.who(e.target)} (${dice})`;
}

export function alterMaximizedText(e: AlterMaximized, n: Names): string {
  return `${n.use(e.by, e.alter)} maximizes the damage of ${n.use(e.by, e.use)} on ${n.who(e.target)}`;
}

export function alterBacklashText(e: AlterBacklash, n: Names): string {
  return `${n.who(e.who)} is harmed by ${n.use(e.who, e.alter)} after casting ${n.use(e.who, e.use)} (use ${e.uses} since the last rest: ${e.dice})`;
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": { alters: { schema: altersSchema }, usesSpentByLevel: { schema: boolean } },
  },
  rules: [
    {
      section: "1.253",
      places: MECHANICS,
      trigger: "alters",
      says: `an entry with "alters" is a "utility" without a reaction, and changes something`,
      check(node, emit) {
        const alters = node.alters as Record<string, unknown> | undefined;
        if (alters === undefined) return;
        if (node.kind !== "utility") emit(["alters"], "not-allowed", `"alters" is for a "utility" entry (1.253)`);
        if (node.reaction !== undefined)
          emit(["alters"], "not-allowed", `an entry with "alters" has no "reaction": it is chosen with a use (1.253)`);
        if (typeof alters === "object" && alters && !ALTERATIONS.some((k) => alters[k] !== undefined))
          emit(["alters"], "missing", `"alters" needs one of ${ALTERATIONS.join(", ")} (1.253)`);
      },
    },
    {
      section: "1.414",
      places: MECHANICS,
      trigger: "alters",
      says: `"sparesByLevel" and "sparesWhole" go with "spares"`,
      check(node, emit) {
        const alters = node.alters as Record<string, unknown> | undefined;
        if (typeof alters !== "object" || !alters || alters.spares !== undefined) return;
        for (const key of ["sparesByLevel", "sparesWhole"])
          if (alters[key] !== undefined) emit(["alters", key], "missing", `"${key}" needs "spares" (1.414)`);
      },
    },
    {
      section: "1.253",
      places: MECHANICS,
      trigger: "usesSpentByLevel",
      says: `"usesSpentByLevel" prices an entry with "alters"`,
      check(node, emit) {
        if (node.usesSpentByLevel !== undefined && node.alters === undefined)
          emit(["usesSpentByLevel"], "not-allowed", `"usesSpentByLevel" is for an entry with "alters" (1.253)`);
      },
    },
  ],
};
