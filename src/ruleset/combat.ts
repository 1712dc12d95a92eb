// The `combat` block: how fights run under this ruleset.
import type { AppliedCondition } from "./mechanics.js";
import type { Value } from "./value.js";

export interface CombatBlock {
  /** The live pool that is health, and where defense and speed are read from on a sheet. */
  readonly health: { readonly pool: string };
  readonly defense: Value;
  readonly speed: Value;
  readonly budgets: readonly BudgetDef[];
  readonly standard?: readonly StandardActionDef[];
  readonly checks?: readonly CombatCheckDef[];
  readonly contests?: readonly ContestDef[];
  readonly conditions?: readonly CombatConditionDef[];
  readonly damageTypes?: readonly { readonly id: string; readonly label: string }[];
  /** Creature types and tags a stat block is matched against, and a `kindChoice` (1.270) can name. */
  readonly creatureTypes?: readonly { readonly id: string; readonly label: string }[];
  readonly sizes?: { readonly order: readonly SizeDef[]; readonly default?: string };
  readonly distance?: DistanceDef;
  readonly ranged?: { readonly longRange?: "disadvantage" | "none"; readonly inMelee?: "disadvantage" | "none" };
  readonly initiative?: InitiativeDef;
  readonly concentration?: ConcentrationDef;
  readonly dying?: DyingDef;
  readonly bonusSpell?: BonusSpellDef;
  /** The engine's own: weapons carried are drawn into the hands as 5e allows (capabilities/drawing). */
  readonly drawing?: DrawingDef;
  /** Attack bonus and save difficulty of a sheet for entries of each catalog (spell attack, spell save DC). */
  readonly attacks?: readonly AttackSourceDef[];
  readonly criticalHit?: { readonly on?: number; readonly doubles?: "dice" | "none" };
  /** 1.179: what using something may require (verbal, somatic, material). */
  readonly components?: readonly { readonly id: string; readonly label: string }[];
}

export interface BudgetDef {
  readonly id: string;
  readonly label: string;
  /** How many a turn gives (1 when omitted). */
  readonly perTurn?: number;
  /** A reaction budget refreshes at the start of its holder's turn and is spent outside it. */
  readonly reaction?: boolean;
  readonly short?: string;
  readonly tone?: string;
}

export interface StandardActionDef {
  /** Built-in behaviours: dash, disengage, dodge, help, hide, search, ready. */
  readonly id: "dash" | "disengage" | "dodge" | "help" | "hide" | "search" | "ready";
  readonly label: string;
  readonly budget: string;
}

export interface CombatCheckDef {
  readonly id: string;
  readonly label: string;
  readonly ability?: string;
  readonly skillMod?: string;
}

/** What a contest escapes (1.174 `holding`); packages add to it (1.175 `escapable`). */
export interface ContestFrom {
  readonly holding: string;
}

export interface ContestDef {
  readonly id: string;
  readonly label: string;
  readonly budget: string;
  /** Checks the actor may roll; the best is used. */
  readonly attacker: readonly string[];
  /** Checks the defender may roll; omitted with `difficulty` (1.193). */
  readonly defender?: readonly string[];
  readonly from?: ContestFrom;
  readonly onWin: {
    readonly applies?: readonly AppliedCondition[];
    readonly ends?: readonly { readonly condition: string; readonly on: "self" | "target" }[];
    readonly push?: number;
  };
}

export interface CombatConditionDef {
  readonly id: string;
  readonly label: string;
  /** Named effects the engine knows (incapacitated, speed-zero, attacks-against-advantage, …). */
  readonly effects?: readonly string[];
  readonly modifiers?: readonly ModifierDef[];
  /** Conditions it brings with it (paralyzed brings incapacitated). */
  readonly includes?: readonly string[];
  /** A budget its holder gains, and with `attacks` one strike it buys (combat/capabilities/grants.ts). */
  readonly grants?: GrantFields;
  /** What happens to its holder when it ends, however it ends. */
  readonly onEnd?: ConditionEnd;
}

/** A condition's `onEnd`: conditions its holder gains then; packages add more (1.239 `tracks`). */
export interface ConditionEnd {
  readonly applies?: readonly AppliedCondition[];
}

/** A condition's `grants`; packages add what narrows the strike it buys (1.242 `names`, `afterAttack`). */
export interface GrantFields {
  readonly budget: string;
  readonly attacks?: boolean;
}

export interface ModifierDef {
  readonly to: "attacks" | "attacks-taken" | "saves" | "checks" | "damage" | "damage-taken" | "defense" | "speed";
  readonly mode?: "advantage" | "disadvantage";
  readonly flat?: number;
  readonly dice?: string;
  readonly saves?: readonly string[];
  readonly within?: number;
  readonly label?: string;
}

export interface SizeDef {
  readonly id: string;
  readonly label: string;
  /** 1.194: cells per side on a board (1 when omitted). */
  readonly cells?: number;
}

export interface DistanceDef {
  readonly unit: string;
  /** Distance units per board cell (5 ft). */
  readonly perCell: number;
  readonly diagonals?: "5e" | "5-10-5";
}

export interface InitiativeDef {
  readonly ability?: string;
  readonly add?: Value;
}

export interface ConcentrationDef {
  readonly save: string;
  /** Difficulty is the larger of `min` and half the damage taken. */
  readonly min: number;
}

export interface DyingDef {
  readonly difficulty: number;
  readonly successes: number;
  readonly failures: number;
  /** A natural 20 regains 1 health; a natural 1 counts two failures. */
  readonly criticals?: boolean;
  /** Damage at 0 health counts as a failure (two on a critical hit). */
  readonly damageFails?: boolean;
  /** The engine's own key (the reference has none): instant death from massive damage. A sheet dies outright
   * when a blow that drops it to 0 leaves damage over equal to its health maximum, or when a blow at 0 is
   * at least its health maximum. */
  readonly massive?: boolean;
}

/** The engine's own key (the reference has none): a spell cast on `budget` (the bonus action) allows only a
 * cantrip cast on `cantrip` (the action) as another spell that turn, and any other spell rules it out. */
export interface BonusSpellDef {
  readonly budget: string;
  /** The catalogs whose entries are spells; level 0 is a cantrip. */
  readonly catalogs: readonly string[];
  /** The budget of the one cantrip still allowed (when omitted, a cantrip on any other budget). */
  readonly cantrip?: string;
}

export interface DrawingDef {
  /** Item tags: a weapon that needs both hands to attack with, one that leaves the hand when thrown, and a
   * shield, which keeps a hand busy. */
  readonly twoHanded?: string;
  readonly thrown?: string;
  readonly shield?: string;
}

export interface AttackSourceDef {
  /** Entries of these catalogs use this attack bonus and save difficulty (none on a list that only gives rows,
   * 1.244). */
  readonly catalogs?: readonly string[];
  readonly toHit?: Value;
  readonly difficulty?: Value;
}
