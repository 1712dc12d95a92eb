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
  /** 1.191: healing its holder's `cannot-heal` condition prevented. */
  | { t: "heal-blocked"; who: string; source: string; why: "cannot-heal" }
  | { t: "temporary"; who: string; amount: number }
  | { t: "condition"; who: string; condition: string; source?: string; why: string }
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
  /** An escape contest against the difficulty of the use that applied the hold (1.174 `escapeDc: "save"`). */
  | { t: "escape"; who: string; from: string; contest: string; attacker: ContestRoll; difficulty: number; won: boolean }
  /** Moved by someone else, not walking: no budget, no movement spent and no reactions on the way. */
  | { t: "pushed"; who: string; by: string; path: Cell[] }
  | { t: "condition-ended"; who: string; condition: string; why: string }
  /** A foe no longer has `who` hidden from it (`combat.hiding`): it sees them clearly, notices them, or searched. */
  | { t: "found"; who: string; by: string; why: "seen" | "noticed" | "search" }
  /** An aura's condition reached someone (1.263): `aura` names the holder's condition and the aura's index. */
  | { t: "aura"; who: string; from: string; condition: string; aura: string }
  /** …and came off when the two parted, or the holder stopped spreading it (1.263). */
  | { t: "parted"; who: string; from: string; condition: string; aura: string }
  /** Eyes averted from a gaze holder, or turned to it again (1.268). */
  | { t: "averted"; who: string; from: string; what: "avert" | "look" }
  /** A counted `saveEnds` ran out of failures: the condition became another (1.258). */
  | { t: "worsened"; who: string; condition: string; becomes: string }
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
      /** The last charge's die (`charges.breaksOn`): the face rolled and whether the item broke. */
      lastCharge?: { sides: number; face: number; broke: boolean };
    }
  | {
      t: "zone";
      what: "appear" | "catch" | "end" | "move" | "drift" | "ground" | "detonate" | "grow" | "alight" | "burn";
      by: string;
      use: string;
      name: string;
      who?: string;
      /** A moved or drifted zone's centre before and after (1.173). */
      from?: Cell;
      to?: Cell;
      /** Everyone a detonating zone caught as it went off, and how many times it has grown (1.183). */
      caught?: string[];
      grown?: number;
      trigger?: string;
      left?: number;
      why?: string;
    }
  /** A failed save turned into a success by Legendary Resistance, with the uses left this fight. */
  | { t: "legendary-resistance"; who: string; left: number }
  /** A signature action bought between turns: the points it cost and those left; `spell` what it cast (1.284). */
  | { t: "signature"; who: string; use: string; name: string; cost: number; left: number; spell?: string }
  | {
      t: "teleport";
      who: string;
      name: string;
      from?: Cell;
      /** Where it landed; none when it left the fight (1.279). */
      to?: Cell;
      left?: true;
      carries: { who: string; from?: Cell; to?: Cell }[];
    }
  | { t: "smoke"; what: "form" | "clear"; by: string; cells: Cell[] }
  /** An enemy that teleported out of the fight (1.279), named in the recap before the outcome. */
  | { t: "escaped"; who: string }
  | { t: "concentration"; who: string; use: string; what: "start" | "end"; why?: string }
  /** 1.306: a weapon conjured into its user's hand, a held one bound, or the weapon gone (dismissed, its conjurer dead). */
  | {
      t: "conjure";
      who: string;
      what: "conjure" | "bind" | "dismiss" | "vanish";
      item: string;
      name: string;
      /** The weapon it replaced, which is gone (or, bound, back to what it was). */
      replaced?: string;
    }
  | { t: "move"; who: string; path: Cell[]; cost: number }
  /** 1.285: the cell chosen to move to after an action could no longer be reached once it was done. */
  | { t: "stays"; who: string; at: Cell; why: "unreachable" }
  | { t: "window"; moment: Moment; subject: string; about?: string; ask: string[] }
  | { t: "reaction"; who: string; use: string; moment: Moment }
  | { t: "pass"; who: string; moment: Moment }
  | { t: "lair"; who: string; round: number }
  | { t: "lair-action"; who: string; use: string; name: string }
  | { t: "death-save"; who: string; d20: D20Record; success: boolean; successes: number; failures: number }
  | { t: "down"; who: string }
  | { t: "stable"; who: string }
  /** `why`: "massive" when massive damage killed outright (`dying.massive`). */
  | { t: "dead"; who: string; why?: "massive" }
  | { t: "fled"; who: string }
  /** 1.323: dropped to zero on Held Ground (`ground` its label): felled, or reaped by a blow that reaps. */
  | { t: "felled"; who: string; ground: string }
  | { t: "reaped"; who: string; ground: string }
  /** 1.323: a character's live track moved in the fight (Held Ground's marks; 1.330: spent). */
  | { t: "mark"; who: string; track: string; from: number; to: number }
  /** 1.330: the story lifted Held Ground. */
  | { t: "held-ground-lifted"; ground: string }
  /** 1.330: a character's marks on `track` fall due, one death save each with `bonus` added. */
  | { t: "owing"; who: string; track: string; marks: number; bonus: number }
  | {
      t: "owing-save";
      who: string;
      d20: D20Record;
      bonus: number;
      total: number;
      success: boolean;
      successes: number;
      failures: number;
    }
  | { t: "outcome"; outcome: Outcome; round: number };
