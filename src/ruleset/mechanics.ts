// An entry's `mechanics` block: the base keys of the reference. Capability modules add their own keys to
// this interface by declaration merging (`declare module … { interface Mechanics { zone?: … } }`).
import type { DiceSpec } from "../dice/index.js";
import type { ScaledDice, Value } from "./value.js";

export type MechanicsKind = "attack" | "heal" | "buff" | "debuff" | "utility" | "rider";
export type TargetSide = "self" | "ally" | "enemy" | "any";

export interface Mechanics {
  readonly kind: MechanicsKind;
  /** In the ruleset's distance unit; 0 is the user's own space; "touch" is within reach. */
  readonly range?: number | "touch" | "self";
  readonly area?: AreaDef;
  readonly targets?: TargetSide;
  readonly targetCount?: number;
  /** false: an area does not catch the user's side. */
  readonly friendlyFire?: boolean;
  readonly amount?: DiceSpec;
  /** 1.83: added to the amount, read from the user's sheet. */
  readonly amountAdd?: Value;
  readonly damageType?: string;
  /** true: rolled with the user's attack bonus for this catalog; or an explicit bonus. */
  readonly attackRoll?: boolean | { readonly bonus: Value };
  readonly autoHit?: boolean;
  readonly save?: SaveUseDef;
  readonly applies?: readonly AppliedCondition[];
  /** Temporary points given to each target. */
  readonly temporary?: DiceSpec;
  /** The amount grows with the sheet: the last row of the table the value reaches. */
  readonly scales?: ScaledDice;
  readonly cost?: CostDef;
  /** Added to the amount for each level paid above the cost's own. */
  readonly perCostStep?: DiceSpec;
  /** More targets for each level paid above the cost's own. */
  readonly targetsPerCostStep?: number;
  /** The part of the action economy it spends (a `combat.budgets` id). */
  readonly budget?: string;
  readonly concentration?: boolean;
  /** 1.179: the components it needs (`["verbal", "somatic"]`), ids of `combat.components`. */
  readonly components?: readonly string[];
  readonly reaction?: ReactionDef;
  /** Extra damage clauses added to a hit. */
  readonly plus?: readonly PlusClause[];
  /** Spends no budget. */
  readonly free?: boolean;
  /** Gives budgets this turn (Action Surge). */
  readonly gives?: readonly { readonly budget: string; readonly count?: number }[];
  /** Lets the user take these standard actions with this entry's budget (Cunning Action). */
  readonly standard?: readonly string[];
  /** A rider adds to another use: which uses it rides on. */
  readonly rider?: RiderDef;
  /** A check made instead of an attack or save. */
  readonly check?: CheckUseDef;
}

export interface AreaDef {
  readonly shape: "burst" | "cone" | "line" | "box" | "wall";
  /** Radius of a burst, length of a cone or line, side of a box, in the distance unit. */
  readonly size: number;
  readonly width?: number;
  /** 1.282: a burst of `size` centred on its user, never aimed, never catching the user. */
  readonly around?: boolean;
  /** 1.282: with `around`, walls do not keep creatures out. */
  readonly throughWalls?: boolean;
}

export interface SaveUseDef {
  /** A save of the sheet (`dex_save`). */
  readonly save: string;
  readonly onSuccess?: "half" | "none";
  /** The difficulty; the user's own for the entry's catalog when omitted. */
  readonly difficulty?: Value;
}

export interface AppliedCondition {
  /** A `combat.conditions` id. */
  readonly condition: string;
  readonly duration?: ConditionDuration;
  readonly saveEnds?: {
    readonly save: string;
    readonly at?: "turn-end" | "turn-start";
    /** 1.268: the save's mode while the holder can see whoever applied it. */
    readonly seenLean?: "advantage" | "disadvantage";
  };
  /** Ends on any of these events. */
  readonly endsWhen?: readonly string[];
}

export type ConditionDuration =
  | "instant"
  | "until-save"
  | "concentration"
  | {
      readonly rounds: number;
      /** Counted on the source's turns rather than the holder's. */
      readonly of?: "source" | "holder";
      readonly at?: "turn-start" | "turn-end";
      /** 1.327: it also ends when whoever applied it next reaches its lair count. */
      readonly untilLair?: boolean;
    };

export type CostDef =
  | string
  | {
      /** A live pool id, or a pool group (spell slots) paid at `level` or higher. */
      readonly pool?: string;
      readonly group?: string;
      readonly level?: number;
      readonly amount?: number;
    };

export interface ReactionDef {
  /** The moment that opens the reaction window. */
  readonly on: "hit" | "harmed" | "aimed" | "attacked" | "caught" | "within-reach" | "leaves-reach";
}

export interface PlusClause {
  readonly dice?: string;
  readonly flat?: number;
  readonly type?: string;
}

export interface RiderDef {
  /** What kind of use it rides on. */
  readonly on: "hit" | "weapon-hit" | "melee-hit";
}

export interface CheckUseDef {
  /** A `combat.checks` or skill id. */
  readonly check: string;
  readonly difficulty?: Value;
}
