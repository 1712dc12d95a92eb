// The keys of combat conditions, combat levels and entry mechanics that sheets, checks and rests read.
// Read structurally here so the combat module stays the one owner of those types' full shape.
import type { DiceSpec } from "../dice/index.js";
import type { ModifierDef } from "../ruleset/index.js";
import type { Value } from "../ruleset/value.js";

export type RollKind = "attacks" | "saves" | "checks";

/** 1.408: a face of the combat's own die that is rerolled once. */
export interface RerollsFace {
  readonly face: number;
  readonly rolls?: readonly RollKind[];
}

/** 1.418: floors for checks (never saves). */
export interface CheckFloor {
  readonly face?: number;
  readonly total?: Value;
  readonly proficient?: boolean;
  readonly abilities?: readonly string[];
  readonly skills?: readonly string[];
}

/** 1.260/1.261: what a condition does to its holder's rests. */
export interface OnRest {
  readonly rests: readonly string[];
  readonly lowersMax?: { readonly dice?: string; readonly flat?: number };
  readonly lasting?: boolean;
  readonly save?: { readonly save: string; readonly difficulty: number; readonly cures?: boolean };
  readonly restoredWhenCured?: boolean;
}

/** 1.261: only a cure from these catalogs, paid at `minLevel` or higher, ends the condition. */
export interface CuredOnlyBy {
  readonly catalogs?: readonly string[];
  readonly minLevel?: number;
}

/** Whether a cure from `catalog`, paid at `level`, meets a condition's `curedOnlyBy` (none: any cure does). */
export function curedBy(only: CuredOnlyBy | undefined, catalog: string | undefined, level: number): boolean {
  if (!only) return true;
  if (only.catalogs && (catalog === undefined || !only.catalogs.includes(catalog))) return false;
  return level >= (only.minLevel ?? 0);
}

/** A check or save modifier, optionally narrowed to some abilities (1.188). */
export type CheckModifier = ModifierDef & { readonly abilities?: readonly string[] };

export interface ConditionRules {
  readonly id: string;
  readonly label: string;
  readonly effects?: readonly string[];
  readonly modifiers?: readonly CheckModifier[];
  readonly kinds?: readonly string[];
  readonly rerollsFace?: RerollsFace;
  readonly checkFloor?: CheckFloor;
  readonly onRest?: OnRest;
  readonly curedOnlyBy?: CuredOnlyBy;
}

/** A combat level: held while a derived value reads `at` or more. */
export interface CombatLevelRules {
  readonly derived: string;
  readonly at: number;
  readonly rerollsFace?: RerollsFace;
  readonly checkFloor?: CheckFloor;
  readonly modifiers?: readonly CheckModifier[];
}

/** Entry mechanics keys used outside combat. */
export interface SheetMechanics {
  readonly kind?: string;
  readonly targets?: string;
  readonly amount?: DiceSpec;
  readonly amountAdd?: Value;
  readonly cost?:
    | string
    | { readonly pool?: string; readonly group?: string; readonly level?: number; readonly amount?: number };
  /** 1.252: with a cost naming a pool of a family, added to `restore` for each level paid above it. */
  readonly perCostStep?: DiceSpec;
  /** 1.252 */
  readonly restore?: { readonly pool: string; readonly amount?: DiceSpec; readonly overMax?: boolean };
  /** 1.410 */
  readonly recovers?: { readonly group: string; readonly upTo: Value; readonly most?: number };
  /** 1.201 */
  readonly tracks?: readonly { readonly track: string; readonly by: number }[];
  readonly unseals?: boolean;
  readonly magical?: boolean;
  /** 1.239: spends one use of that counter row (Frenzied Rage spends Rage's). */
  readonly usesOf?: string;
  /** 1.251: its user chooses how many uses of its `usesOf` counter one use spends; it heals that many times. */
  readonly usesChosen?: boolean;
  /** 1.245: one use spends that many uses of its `usesOf` counter, or of the counter row that holds it. */
  readonly usesSpent?: number;
  /** 1.304: who it was used on is kept (`live.usedOn`) until this rest. */
  readonly oncePerTarget?: { readonly until: string };
  /** 1.176 cures: ends those held conditions (ids, or kinds such as "disease" from 1.258), at most `count`. */
  readonly ends?: { readonly conditions: readonly string[]; readonly count?: number };
}
