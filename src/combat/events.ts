// Typed events of the combat log. Every event is plain JSON; `formatEvent` (event-text.ts) renders it as a line of
// text. Only the types live here, so the contract a module is written against imports no wording.
import type { DiceRoll } from "../dice/index.js";
import type { Cell } from "../ruleset/encounter.js";
import type { Names } from "./plain-names.js";
import type { Moment, Outcome, Side } from "./terms.js";

export interface D20Record {
  readonly rolls: readonly number[];
  readonly mode: string;
  readonly natural: number;
}

export interface ContestRoll {
  readonly check: string;
  readonly d20: D20Record;
  readonly bonus: number;
  readonly total: number;
}

/**
 * Extension point "events": the events a capability package adds, by declaration merging, each under its `t`
 * (`interface PackageEvents { "harm-copied": { t: "harm-copied"; … } }`); their wording comes with the package
 * (`CapabilityPackage.events`) and is installed by the composition root.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the packages
export interface PackageEvents {}

/** A package's wording of one of its events. */
export type EventText = (e: CombatEvent, names: Names) => string;

export type CombatEvent = CoreEvent | PackageEvents[keyof PackageEvents];

/** The core's own events: the base game's. Every package's are in `PackageEvents`, declared in its folder. */
type CoreEvent =
  | { t: "start"; combatants: { id: string; side: Side; hp: number; at?: Cell }[]; board: boolean }
  | { t: "initiative"; who: string; d20: D20Record; bonus: number; total: number }
  /** A total the host set (the Game Master rolled at the table): nothing was rolled. */
  | { t: "initiative-set"; who: string; total: number }
  | { t: "round"; round: number }
  | { t: "turn"; who: string; round: number }
  | { t: "end-turn"; who: string }
  | {
      t: "use";
      who: string;
      use: string;
      name: string;
      targets: string[];
      at?: Cell;
      level?: number;
      /** 1.306: what its strikes carry (a conjured weapon's `magical`). */
      qualities?: string[];
    }
  | { t: "pay"; who: string; pool: string; amount: number; level?: number }
  | { t: "budget"; who: string; budget: string; change: number }
  | { t: "standard"; who: string; action: string; budget: string }
  | {
      t: "attack";
      who: string;
      target: string;
      d20: D20Record;
      bonus: number;
      total: number;
      defense: number;
      /** How much the packages' adjustments moved the defense (a floor raising it, 1.406), already in `defense`. */
      adjusted?: number;
      /** Cover the target had, already in `defense`. */
      cover?: "half" | "three-quarters";
      result: "hit" | "critical" | "miss";
    }
  | {
      t: "save";
      who: string;
      save: string;
      d20: D20Record;
      bonus: number;
      total: number;
      difficulty: number;
      success: boolean;
      why: string;
    }
  | {
      t: "check";
      who: string;
      check: string;
      d20: D20Record;
      bonus: number;
      total: number;
      difficulty: number;
      success: boolean;
    }
  | {
      t: "damage";
      who: string;
      source: string;
      type: string;
      rolled: number;
      taken: number;
      absorbed: number;
      hp: number;
      dice?: DiceRoll;
      why?: "resisted" | "immune" | "vulnerable" | "halved";
    }
  | { t: "heal"; who: string; source: string; amount: number; hp: number; dice?: DiceRoll }
  /** 1.191: healing its holder's `cannot-heal` condition prevented (1.261: or `cannot-heal-nonmagical`, for
   * healing that is not magical). */
  | { t: "heal-blocked"; who: string; source: string; why: string }
  | { t: "temporary"; who: string; amount: number }
  | {
      t: "condition";
      who: string;
      condition: string;
      source?: string;
      why: string;
      /** 1.256: it did not take effect, for its holder already has this one of its `oneAtATime` group. */
      already?: string;
    }
  /** A contest (`combat.contests`): each side's best check rolled; the actor wins only by beating the target. */
  | {
      t: "contest";
      who: string;
      target: string;
      contest: string;
      attacker: ContestRoll;
      defender: ContestRoll;
      won: boolean;
    }
  /** Moved by someone else, not walking: no budget, no movement spent and no reactions on the way. */
  | { t: "pushed"; who: string; by: string; path: Cell[] }
  | { t: "condition-ended"; who: string; condition: string; why: string }
  /** A spent `recharge` action's roll at the start of its holder's turn. */
  | { t: "recharge"; who: string; use: string; name: string; dice: DiceRoll; on: number; recharged: boolean }
  /** `combat.drawing`: a weapon drawn (or picked up, `from: "ground"`), and those dropped to free a hand. */
  | { t: "draw"; who: string; item?: string; name?: string; from?: "ground"; drops?: string[] }
  /** An item stack used up (`quantity`) or its charges spent (`charges`). */
  | {
      t: "item";
      who: string;
      item: string;
      name: string;
      what: "quantity" | "charges";
      from: number;
      to: number;
      /** The last charge's die (`charges.breaksOn`): the face rolled and whether the item broke; the charges it
       * regained instead (1.271) or the item it became (1.272). */
      lastCharge?: {
        sides: number;
        face: number;
        broke: boolean;
        regains?: { dice: DiceRoll; to: number };
        becomes?: { item: string; name: string };
      };
    }
  | { t: "concentration"; who: string; use: string; what: "start" | "end"; why?: string }
  | { t: "move"; who: string; path: Cell[]; cost: number }
  /** 1.285: the cell chosen to move to after an action could no longer be reached once it was done. */
  | { t: "stays"; who: string; at: Cell; why: "unreachable" }
  | { t: "window"; moment: Moment; subject: string; about?: string; ask: string[] }
  | { t: "reaction"; who: string; use: string; moment: Moment }
  | { t: "pass"; who: string; moment: Moment }
  | { t: "death-save"; who: string; d20: D20Record; success: boolean; successes: number; failures: number }
  | { t: "down"; who: string }
  | { t: "stable"; who: string }
  /** `why`: "massive" when massive damage killed outright (`dying.massive`). */
  | { t: "dead"; who: string; why?: "massive" }
  | { t: "fled"; who: string }
  | { t: "outcome"; outcome: Outcome; round: number };
