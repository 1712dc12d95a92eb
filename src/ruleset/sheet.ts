// The sheet definition: what every character sheet of the ruleset holds. Sheets themselves are in sheet-data.ts.
import type { Value } from "./value.js";

export interface SheetDef {
  readonly abilities: readonly AbilityDef[];
  /** Modifier of an ability score: floor((score - base) / per); 5e is base 10, per 2. */
  readonly abilityModifier?: { readonly base: number; readonly per: number };
  readonly proficiency?: ProficiencyDef;
  readonly skills?: readonly SkillDef[];
  readonly saves?: readonly SaveDef[];
  readonly fields?: readonly FieldDef[];
  readonly derived?: readonly DerivedDef[];
  readonly live?: LiveDef;
  readonly lists?: readonly ListDef[];
  /** The guided builder: what a character may choose (1.378 `prepare` reads its counts). */
  readonly builder?: BuilderDef;
}

export interface AbilityDef {
  readonly id: string;
  readonly label: string;
  /** 1.419: added to checks that use only this ability and belong to no skill. */
  readonly checkAdd?: Value;
}

export interface ProficiencyDef {
  /** The proficiency bonus, usually a table on the character level. */
  readonly bonus: Value;
  /** Tiers in order; the first is untrained. `times` multiplies the bonus. */
  readonly tiers: readonly { readonly id: string; readonly label: string; readonly times: number }[];
}

export interface SkillDef {
  readonly id: string;
  readonly label: string;
  readonly ability: string;
  /** 1.419: `{ "add": <value> }` added at the first tier. */
  readonly untrained?: { readonly add: Value };
}

export interface SaveDef {
  readonly id: string;
  readonly label: string;
  readonly ability: string;
  readonly untrained?: { readonly add: Value };
}

export interface FieldDef {
  readonly id: string;
  readonly label: string;
  readonly type: "number" | "text" | "enum" | "boolean";
  readonly default?: number | string | boolean;
  /** Allowed values of an enum field. */
  readonly values?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

export interface DerivedDef {
  readonly id: string;
  readonly label: string;
  readonly value: Value;
  /** 1.378: shown with a sign (+7). */
  readonly signed?: boolean;
}

export interface LiveDef {
  readonly pools?: readonly PoolDef[];
  readonly tracks?: readonly TrackDef[];
  readonly conditions?: readonly SheetConditionDef[];
  readonly texts?: readonly TextFieldDef[];
}

export interface PoolDef {
  readonly id: string;
  readonly label: string;
  readonly max: Value;
  /** Pools of one group (spell slots) are paid from by level. */
  readonly group?: string;
  readonly level?: number;
  /** Rests that refill it, and how much (all when omitted). */
  readonly recharge?: { readonly rests: readonly string[]; readonly amount?: Value };
  /** The pool is health: damage and healing go to it. */
  readonly health?: boolean;
  readonly unit?: string;
  readonly units?: string;
}

export interface TrackDef {
  readonly id: string;
  readonly label: string;
  readonly levels: readonly TrackLevelDef[];
  /** Starting level index (0 when omitted). */
  readonly start?: number;
  readonly showWhenSet?: boolean;
}

export interface TrackLevelDef {
  readonly label: string;
  /** Maximum health is halved at this level and above. */
  readonly halvesMaxHealth?: boolean;
  /** 1.201: reaching this level defeats (kills) its holder. */
  readonly defeats?: boolean;
}

export interface SheetConditionDef {
  readonly id: string;
  readonly label: string;
  readonly icon?: string;
  readonly pickable?: boolean;
}

export interface TextFieldDef {
  readonly id: string;
  readonly label: string;
  /** 1.378: hidden while a derived value equals, differs from, or is among the given numbers. */
  readonly hideWhen?: {
    readonly derived: string;
    readonly equals?: number;
    readonly notEquals?: number;
    readonly in?: readonly number[];
  };
}

export interface ListDef {
  readonly id: string;
  readonly label: string;
  /** Rows may point at entries of this catalog. */
  readonly catalog?: string;
  readonly columns: readonly ColumnDef[];
  /** Rows of this list are counters (1.404): column ids of each row's name, maximum, spent count and rest. */
  readonly pools?: { readonly name: string; readonly max: string; readonly used: string; readonly recharge?: string };
  /** 1.378: how players see the list; `mark` names a yes/no column (prepared). */
  readonly display?: {
    readonly tab?: string;
    readonly by?: { readonly column: string; readonly labels?: readonly string[] };
    readonly mark?: string;
  };
}

export interface ColumnDef {
  readonly id: string;
  readonly label: string;
  readonly type: "number" | "text" | "enum" | "boolean";
  readonly values?: readonly string[];
}

export interface BuilderDef {
  readonly steps: readonly BuilderStepDef[];
}

/** A facet test: one value or a list of them (any one matching; words case-insensitive). */
export type FacetMatch = string | number | boolean | readonly (string | number | boolean)[];

/**
 * One builder step, either a catalog step (`catalog`: choose up to `count` entries, each written as a row of
 * `list` with the `stamp` cells) or a mark step (`mark`: check the yes/no column on up to `count` rows of
 * `list`). `filters` / `notFilters` narrow the entries (or rows) the step covers.
 */
export interface BuilderStepDef {
  readonly id: string;
  readonly label: string;
  readonly list: string;
  readonly catalog?: string;
  readonly mark?: string;
  readonly filters?: Readonly<Record<string, FacetMatch>>;
  readonly notFilters?: Readonly<Record<string, FacetMatch>>;
  /** How many entries (catalog step) or checks (mark step) it allows, read from the sheet. */
  readonly count: Value;
  readonly stamp?: Readonly<Record<string, number | string | boolean>>;
}
