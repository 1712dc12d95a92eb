// Catalogs: named lists of entries. An entry is a spell or feature (`mechanics`), an item (`use`, `attack`,
// `worn`, `carried`, `charges`, `toggle`) or a creature (a stat block with actions).
import type { DiceSpec } from "../dice/index.js";
import type { Mechanics } from "./mechanics.js";

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
}

export interface ItemDef extends EntryBase {
  readonly use?: Mechanics & { readonly charges?: number };
  readonly attack?: ItemAttackDef;
  readonly worn?: ItemEffectDef;
  readonly carried?: ItemEffectDef;
  readonly charges?: {
    readonly max: number;
    readonly recharge?: { readonly rests: readonly string[]; readonly amount?: DiceSpec };
  };
  readonly toggle?: { readonly label?: string };
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
  readonly resist?: readonly string[];
  readonly vulnerable?: readonly string[];
  readonly immune?: readonly string[];
  readonly conditionImmunities?: readonly string[];
  readonly actions: readonly CreatureActionDef[];
  readonly traits?: readonly { readonly name: string; readonly text: string }[];
  /** Challenge level; the director and encounter builders read it. */
  readonly challenge?: number;
}

export interface CreatureActionDef extends Partial<Mechanics> {
  readonly id?: string;
  readonly name: string;
  /** To-hit bonus of an attack action. */
  readonly toHit?: number;
  readonly reach?: number;
  readonly melee?: boolean;
  readonly recharge?: { readonly dice?: string; readonly on?: number };
  readonly uses?: number;
}

export type CatalogEntry = EntryDef | ItemDef | CreatureDef;
