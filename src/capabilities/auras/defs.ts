// Auras as a ruleset writes them (1.263, 1.265, 1.268): a combat condition's `auras`, the conditions a holder
// keeps for the whole fight (`keepsOn`), and the save that leans while its applier is in sight (`seenLean`).
import type { DiceSpec } from "../../dice/index.js";
import type { AppliedCondition } from "../../ruleset/mechanics.js";
import type { Value } from "../../ruleset/value.js";

/** A target test (`is`, `not`): creature types and tags. */
export interface TargetTest {
  readonly types?: readonly string[];
  readonly tags?: readonly string[];
}

export interface AuraSave {
  readonly save: string;
  readonly difficulty: number;
  readonly applies: readonly AppliedCondition[];
  /** Only while the holder and the one reached can see each other (a gaze). */
  readonly seen?: boolean;
  /** A success keeps this aura off them for the rest of the fight. */
  readonly immuneOnSuccess?: boolean;
  /** 1.269: once what a failure applied ends on them, however it ends, the aura stays off them for the fight. */
  readonly immuneWhenEnds?: boolean;
  /** 1.268: failing by at least `atLeast` applies these instead. */
  readonly failedBy?: { readonly atLeast: number; readonly applies: readonly AppliedCondition[] };
  /** 1.268: those reached may avert their eyes and skip it. */
  readonly avert?: boolean;
  /** 1.274: made against the difficulty of whatever applied the aura's condition to its holder. */
  readonly appliedDifficulty?: boolean;
}

export interface AuraDef {
  readonly conditions?: readonly string[];
  readonly distance: number;
  readonly side: "allies" | "enemies" | "all";
  readonly self?: boolean;
  readonly when?: { readonly value: Value; readonly atLeast?: number; readonly atMost?: number };
  /** 1.265: dealt by the holder at the start of each of its turns to everyone reached. */
  readonly harms?: { readonly dice?: DiceSpec; readonly flat?: number; readonly type: string };
  /** 1.265: made by those reached at the start of their own turns. */
  readonly save?: AuraSave;
  /** 1.268: reaches only creatures passing `is` and not passing `not`. */
  readonly targetTypes?: { readonly is?: TargetTest; readonly not?: TargetTest };
  /** 1.268: reaches only those who applied one of these conditions to the holder. */
  readonly sourcesOf?: readonly string[];
  /** 1.270: reaches only creatures of the kind named when its condition was applied (`kindChoice`). */
  readonly chosenKind?: boolean;
  /** 1.270: also reaches those who can see its holder, however far away. */
  readonly orSeen?: boolean;
}

declare module "../../ruleset/combat.js" {
  interface CombatConditionDef {
    /** 1.263: up to four, spread around the holder. */
    readonly auras?: readonly AuraDef[];
  }
}

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.263: conditions the holder of this entry keeps for the whole of every fight. */
    readonly keepsOn?: readonly string[];
  }
}

declare module "../../ruleset/catalog.js" {
  interface CreatureDef {
    /** 1.263: conditions the creature keeps for the whole of every fight. */
    readonly keepsOn?: readonly string[];
  }
}

declare module "../../combat/types.js" {
  interface ActiveCondition {
    /** Spread by an aura (`<holder's condition>#<index>`, from `source`): it goes when the two part. */
    aura?: string;
    /** Kept for the whole fight (`keepsOn`): never written back to the sheet. */
    kept?: true;
    /** 1.274: the save difficulty of whatever applied it, fixed as it took effect (for `appliedDifficulty`). */
    appliedDifficulty?: number;
    /** 1.270: the creature kind (a type or tag of `combat.creatureTypes`) named when it was applied. */
    kind?: string;
  }
}

/** The `by` a condition applied by an aura's save carries: which aura, so its counted saves can be found. */
export const auraBy = (condition: string, index: number): string => `aura:${condition}#${index}`;
