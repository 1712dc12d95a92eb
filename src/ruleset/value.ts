// Values read from a sheet (or a creature's stat block) wherever the reference writes `{ "field": … }` and
// its kin. One closed set of forms, evaluated by src/sheet/value.ts; never code.
import type { DiceSpec } from "../dice/index.js";

export type Value =
  | number
  | { readonly const: number }
  | { readonly field: string }
  | { readonly derived: string }
  | { readonly abilityMod: string }
  | { readonly abilityModFromField: string }
  | { readonly abilityScore: string }
  | { readonly skillMod: string }
  | { readonly itemStat: ItemStatRef }
  | { readonly sum: readonly Value[] }
  | { readonly max: readonly Value[] }
  | { readonly min: readonly Value[] }
  | { readonly times: readonly [Value, number] }
  | { readonly half: Value; readonly round?: "down" | "up" }
  | { readonly from: Value; readonly table: readonly (readonly [number, number])[] };

/** 1.337: a number read from the items a sheet carries or wears. */
export interface ItemStatRef {
  readonly stat: string;
  readonly from?: "worn" | "carried" | "any";
  readonly pick?: "max" | "min" | "sum" | "first";
  readonly default?: number;
}

/** A threshold table of dice, as `scales` and `die` (with `from`, `table`) use it. */
export interface ScaledDice {
  readonly from: Value;
  readonly table: readonly (readonly [number, DiceSpec])[];
}
