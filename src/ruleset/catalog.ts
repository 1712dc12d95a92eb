// Catalogs: named lists of entries. An entry is a spell or feature (`mechanics`), an item (`use`, `attack`,
// `worn`, `carried`, `charges`, `toggle`) or a creature (a stat block with actions).
import type { DiceSpec } from "../dice/index.js";
import type { AppliedCondition, Mechanics, PlusClause } from "./mechanics.js";
import type { Value } from "./value.js";

export interface CatalogDef {
  readonly label: string;
  readonly type: "entries" | "items" | "creatures";
  readonly entries: readonly CatalogEntry[];
}

interface EntryBase {
  readonly id: string;
  readonly name: string;
  readonly text?: string;
  readonly tags?: readonly string[];
  /** Free-form facets the builder and filters read (`level`, `school`, …). */
  readonly filters?: Readonly<Record<string, string | number | boolean>>;
  readonly icon?: string;
}

export interface EntryDef extends EntryBase {
  /** The level it is cast at (spells); paid at this level unless paid higher. */
  readonly level?: number;
  readonly mechanics?: Mechanics;
  /** The row this entry writes into a sheet list; `scaled` cells follow the sheet (1.411 `texts`). */
  readonly row?: RowStampDef;
}

export interface RowStampDef {
  readonly list: string;
  readonly values?: Readonly<Record<string, number | string | boolean>>;
  readonly scaled?: Readonly<Record<string, ScaledCell>>;
}

/** A cell that follows a sheet value: numbers by `table`, or text by `texts` (1.411). */
export type ScaledCell =
  | { readonly from: Value; readonly table: readonly (readonly [number, number])[] }
  | { readonly from: Value; readonly texts: readonly (readonly [number, string])[] };

export interface ItemDef extends EntryBase {
  readonly use?: Mechanics & {
    readonly charges?: number;
    /** 1.271: shown next to the item's name ("Staff of Fire: Burning Hands"). */
    readonly label?: string;
    /** 1.378: the name menus use instead of the item's. */
    readonly title?: string;
  };
  readonly attack?: ItemAttackDef;
  readonly worn?: ItemEffectDef;
  readonly carried?: ItemEffectDef;
  readonly charges?: {
    readonly max: number;
    readonly recharge?: { readonly rests: readonly string[]; readonly amount?: DiceSpec };
    /** What happens when the last charge is spent: a die (d20 unless `die`) is rolled. */
    readonly breaksOn?: {
      readonly die?: number;
      /** Faces up to this break the item (or turn it into `becomes`, 1.272). */
      readonly atMost?: number;
      /** 1.271: faces from `atLeast` up make it regain `amount` charges instead. */
      readonly regains?: { readonly atLeast: number; readonly amount: DiceSpec };
      readonly becomes?: string;
    };
  };
  /** 1.313: the item must be bound to give its worn effects; `needsWorn` lists groups one item of each must be worn. */
  readonly binds?: { readonly needsWorn?: readonly { readonly anyOf: readonly string[] }[] };
  /** 1.295: switched on and off; 1.378 names its two actions; 1.296 `offLight` is its light while off. */
  readonly toggle?: {
    readonly label?: string;
    readonly onLabel?: string;
    readonly offLabel?: string;
    readonly offLight?: { readonly bright?: number; readonly dim?: number };
  };
  readonly stack?: number;
  /** Numbers other rules read with `itemStat`. */
  readonly stats?: Readonly<Record<string, number>>;
}

export interface ItemAttackDef {
  readonly melee?: boolean;
  readonly reach?: number;
  readonly range?: { readonly normal: number; readonly long?: number };
  readonly damage: DiceSpec;
  readonly damageType: string;
  readonly ability?: string | readonly string[];
  readonly toHit?: number;
  readonly tags?: readonly string[];
  /** More damage on a hit (a Flame Tongue's fire), as an entry's `plus`. */
  readonly plus?: readonly PlusClause[];
  /** Conditions the one hit receives, as an entry's `applies`. */
  readonly onHit?: readonly AppliedCondition[];
}

export interface ItemEffectDef {
  readonly abilities?: Readonly<
    Record<string, { readonly set?: number; readonly add?: number; readonly max?: number }>
  >;
  readonly defense?: number;
  readonly modifiers?: readonly unknown[];
}

export interface CreatureDef extends EntryBase {
  readonly size: string;
  readonly types?: readonly string[];
  readonly defense: number;
  readonly health: DiceSpec;
  readonly speed: Readonly<Record<string, number>>;
  readonly abilities: Readonly<Record<string, number>>;
  /** Save and skill bonuses by id; missing ones use the ability modifier. */
  readonly saves?: Readonly<Record<string, number>>;
  readonly skills?: Readonly<Record<string, number>>;
  /** 1.287: its bonus on combat checks by id (`{ "stealth": 6, "perception": 3 }`), before its skills. */
  readonly checks?: Readonly<Record<string, number>>;
  readonly resist?: readonly string[];
  readonly vulnerable?: readonly string[];
  readonly immune?: readonly string[];
  readonly conditionImmunities?: readonly string[];
  readonly actions: readonly CreatureActionDef[];
  readonly traits?: readonly { readonly name: string; readonly text: string }[];
  /** Challenge level; the director and encounter builders read it. */
  readonly challenge?: number;
  /** 1.315: the count its lair actions come at (20 when omitted). */
  readonly lairInitiative?: number;
  /** 1.181: catalog entries it casts as a sheet would, with its own numbers, slots and components. */
  readonly spellcasting?: SpellcastingDef;
}

/** A creature's spellcasting (1.181): its spells become uses like a sheet's list entries. */
export interface SpellcastingDef {
  /** Its spell attack bonus and save difficulty, in place of `combat.attacks`' Values. */
  readonly toHit?: number;
  readonly difficulty?: number;
  /** Values its spells read where a sheet would give them (`sheet.fields` ids). */
  readonly fields?: Readonly<Record<string, number | string | boolean>>;
  /** The live pools (spell slots) it starts each fight with. */
  readonly pools?: Readonly<Record<string, number>>;
  /** What its spells need, in place of each entry's own `components`. */
  readonly components?: readonly string[];
  readonly spells: readonly (string | SpellcastingSpellDef)[];
}

export interface SpellcastingSpellDef {
  readonly spell: string;
  /** Innate casting: this many times a fight, paying with these uses instead of any cost. */
  readonly uses?: number;
  readonly components?: readonly string[];
}

export interface CreatureActionDef extends Omit<Partial<Mechanics>, "standard"> {
  /**
   * Standard actions it lets the creature take on its own budget: a list of ids, or the reference's form
   * `{ "actions": [...] }` (1.291, a goblin's Nimble Escape).
   */
  readonly standard?: readonly string[] | { readonly actions: readonly string[] };
  readonly id?: string;
  readonly name: string;
  /** To-hit bonus of an attack action. */
  readonly toHit?: number;
  /** Its damage: one part of one type; parts of other types go in `plus`. */
  readonly damage?: { readonly dice?: string; readonly flat?: number; readonly type: string };
  /** Its healing. */
  readonly heal?: DiceSpec;
  /** A multiattack: the creature's own actions (by id, else by name), each `count` times, in order. */
  readonly sequence?: readonly (string | { readonly action: string; readonly count?: number })[];
  readonly reach?: number;
  readonly melee?: boolean;
  readonly recharge?: { readonly dice?: string; readonly on?: number };
  readonly uses?: number;
}

export type CatalogEntry = EntryDef | ItemDef | CreatureDef;
