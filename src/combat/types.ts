// The plain-JSON shapes of a fight: its state (serialisable at every step), the menu, choices and rejections.
import type { RngState } from "../random/rng.js";
import type { Cell, SceneDef } from "../ruleset/encounter.js";
import type { SheetData } from "../ruleset/sheet-data.js";

export type { Moment, Outcome, Side } from "./terms.js";

import type { Moment, Outcome, Side } from "./terms.js";

export type Status = "standing" | "dying" | "stable" | "dead" | "fled";

export interface ActiveCondition {
  readonly id: string;
  /** Who applied it (a combatant id). */
  source?: string;
  /** The use that applied it, so ending that use's concentration ends it. */
  by?: string;
  /** Held up by its source's concentration on `by`. */
  sustained?: boolean;
  /** Turns left, counted at `at` of the holder's turns, or the source's with `of: "source"`. */
  remaining?: number;
  of?: "holder" | "source";
  at?: "turn-start" | "turn-end";
  /** A save repeated at the end (or start) of the holder's turns ends it. */
  saveEnds?: {
    save: string;
    difficulty: number;
    /** 1.274: `damaged`, made when the holder takes damage; 1.264: `action`, made by spending the holder's action
     * (each a package's). */
    at: "turn-start" | "turn-end" | "damaged" | "action";
    /** 1.268: rolled this way while the holder can see its applier (`seenLean`). */
    lean?: "advantage" | "disadvantage";
  };
  /** Saves counted so far against `saveEnds` that counts them (1.258). */
  tally?: { successes: number; failures: number };
  /** Out of force for now but still held (`whileSourceInSight` with its source out of sight). */
  suppressed?: boolean;
  /** 1.275: out of force while the holder holds these conditions (`suppresses`), still held, its timer running. */
  suppressedBy?: string[];
  /** Events that end it (`applies[].endsWhen`): `damaged`, `harmed-by-source-side`. */
  endsWhen?: string[];
  /** A number the condition carries: the Stealth total of a hidden creature. */
  score?: number;
  /** Those it is hidden from (`combat.hiding`): each foe that notices or finds it leaves the list. */
  from?: string[];
}

export interface Combatant {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  /** `<catalog>/<entry>` of a creature; absent for a sheet (then `state.sheets[id]` holds it). */
  readonly creature?: string;
  hp: number;
  maxHp: number;
  temp: number;
  status: Status;
  initiative: number;
  /** Live pools other than health (spell slots, ki …), copied from the sheet. */
  pools: Record<string, number>;
  budgets: Record<string, number>;
  /** Movement left this turn, in the ruleset's distance unit. */
  moveLeft: number;
  conditions: ActiveCondition[];
  /** The `combat.levels` rules a sheet has reached (`level:<index>`), in force like conditions. */
  levels?: string[];
  concentration: { use: string; name: string } | null;
  death: { successes: number; failures: number };
  /** The round it died in, while dead (a revival reaches back only so far, 1.176). */
  died?: number;
  /** Uses left of creature actions with `uses`. */
  usesLeft: Record<string, number>;
  /** Live track levels the fight moved (exhaustion, 1.201; Held Ground's marks, 1.323), written back when it settles. */
  tracks?: Record<string, number>;
  /** Creature actions with `recharge` spent and not yet recovered (capabilities/recharge.ts). */
  recharging?: string[];
  /** Points left to buy signature actions with (capabilities/signature.ts); absent while none was spent. */
  points?: number;
  /** Inventory stacks (by index on the sheet) whose quantity or charges the fight changed (capabilities/items.ts). */
  /** `item`: the item the stack became when its last charge was spent (1.272 `charges.breaksOn.becomes`). */
  stacks?: Record<string, { quantity: number; charges?: number; item?: string }>;
  /** 1.306: the weapon an entry conjured into its hand (`by`), or the held item it bound; gone when the fight ends. */
  conjured?: { by: string; item: string; bound?: true };
  at?: Cell;
  /** Cells stood on this turn (its own walks; where it began first), so a walk can be seen to come back. */
  trail?: Cell[];
  /** Its budgets as they stood when it last began a walk this turn (a walk right after a walk spends none). */
  walkedWith?: Record<string, number>;
  /** Spells cast in its own turn under `combat.bonusSpell`: one on the bonus budget, any other but a cantrip. */
  spellsCast?: { bonus?: true; other?: true };
  /** `combat.drawing`: the weapons in its hands (absent: those its sheet marks wielded), whether the turn's
   * free object interaction is spent, and the weapons it let go of (dropped, or thrown) and where they lie. */
  hands?: string[];
  interacted?: true;
  dropped?: { item: string; at?: Cell }[];
}

export interface BoardState {
  readonly width: number;
  readonly height: number;
  /** Distance units per cell. */
  readonly perCell: number;
  /** Cell indices (y * width + x) no one can enter. */
  readonly blocked: readonly number[];
  /** Cell indices that cost double to enter. */
  readonly difficult: readonly number[];
  /** Cell indices that block sight (walls, opaque terrain): they give cover and hide. */
  readonly opaque?: readonly number[];
  /** "5-10-5": every second diagonal counts two cells (`combat.distance.diagonals`). */
  readonly diagonals?: "5-10-5";
}

/** A use being resolved target by target; it can pause on a reaction window and resume. */
/** A board cell (its index) a package makes cost more for one mover (extension point "difficult ground"). */
export interface GroundCell {
  readonly i: number;
  /** Each step into it costs this many normal steps (2 to 10). */
  readonly times?: number;
  /** Each step into it costs double again (1.175 `halvesSpeed`). */
  readonly halves?: boolean;
  /** 1.182 `towardCaster`: `times` and `halves` apply only to a step into it that brings the mover nearer this cell. */
  readonly toward?: Cell;
}

/** What a cell costs a mover, merged from every package's ground: on every step, and (1.182) on steps toward a point. */
export interface MergedGround {
  readonly i: number;
  readonly times: number;
  readonly halves: boolean;
  readonly toward?: { readonly at: Cell; readonly times: number; readonly halves: boolean };
}

/** How a wall is laid out besides its aim (1.177): from `at` toward a cell, or as a ring of `ring` (a diameter in
 * the distance unit) around `at`. The choice that laid it says which. */
export interface AreaLayout {
  readonly toward?: Cell;
  readonly ring?: number;
  /** 1.182: a cone or line carried by its user points this way from wherever the user stands (a whole-cell step). */
  readonly facing?: Cell;
  /** 1.178: an area put down several times: the other copies' aim points, each as a step from `at` (so a zone
   * moved as a whole takes its copies along, 1.301). The area covers every copy's cells. */
  readonly copies?: readonly Cell[];
}

export interface ActFrame {
  kind: "act";
  actor: string;
  use: string;
  targets: string[];
  at?: Cell;
  /** 1.177: how its area is laid out around `at`, when not the plain way. */
  layout?: AreaLayout;
  /** The pool paid from and the level paid at (1 step per level above the cost's own). */
  pool?: string;
  level?: number;
  /** 1.269: charges the used item spends beyond the use's own (a payment with `charges`). */
  moreCharges?: number;
  steps: number;
  /** The budget it spends (none when free). */
  budget?: string;
  i: number;
  began: boolean;
  /** Attack rolls already made, by target (and beam), kept while a window is open; `rescued` once what the
   * attacker holds was asked to rescue a miss (1.249). */
  rolls: Record<
    string,
    { natural: number; total: number; rolls: number[]; mode: string; bonus: number; rescued?: boolean }
  >;
  /** Windows already opened for this act (`moment:target`). */
  asked: string[];
  /** Damage dealt per target, for concentration and dying rules after it. */
  dealt: Record<string, number>;
  /** When this act is itself a rider on another act's hit: the blow it adds to. */
  onto?: { target: string; critical: boolean };
  /** A repeat of an earlier use's effect (a lasting zone catching someone): nothing is paid or begun again. */
  echo?: true;
}

/** A walk along a path, one step at a time, pausing when leaving someone's reach. */
export interface MoveFrame {
  kind: "move";
  mover: string;
  path: Cell[];
  i: number;
  cost: number;
  asked: string[];
  /** Diagonal steps taken so far (every second one counts two under "5-10-5"). */
  diagonals?: number;
  /** A walk on movement lent for it (a signature move): the turn's own movement is left alone. */
  lent?: { noOpportunity?: true; untouchable?: true };
}

/** A reaction window: who is still to be asked, about what. */
export interface WindowFrame {
  kind: "window";
  moment: Moment;
  /** The one who caused the moment (the attacker, the mover). */
  subject: string;
  /** The one it happened to (the target hit), when there is one. */
  about?: string;
  ask: string[];
  /** The blow an `own-hit` window is about: riders add to it, doubling dice on a critical. */
  blow?: { critical: boolean; melee: boolean; weapon: boolean };
}

export type Frame = ActFrame | MoveFrame | WindowFrame;

export interface CombatState {
  readonly format: 1;
  readonly seed: number;
  rng: RngState;
  round: number;
  /** Index into `order` of whose turn it is. */
  turn: number;
  order: string[];
  combatants: Record<string, Combatant>;
  /** Party sheets by combatant id (read-only during the fight; live values are on the combatant). */
  readonly sheets: Record<string, SheetData>;
  board: BoardState | null;
  readonly scene?: SceneDef;
  /** Pending work, innermost last: acts, walks and reaction windows. */
  stack: Frame[];
  /** The active combatant asked to end the turn; applied once the stack is empty. */
  ending: boolean;
  /** The ending turn's end hooks ran and left work on the stack; the next turn starts once it is done. */
  turnEnded?: true;
  /** The ended turn's between-turns hooks ran (signature windows); the next turn starts once their work is done. */
  between?: true;
  outcome: Outcome | null;
  /** Rounds the fight lasts at most; past them it ends as a `stalemate` (ENGINE_LIMITS.roundCap when absent). */
  readonly roundCap?: number;
  /** On the way to the next turn: the round and the place in the order being passed (0 before the first turn,
   * the order's length after the last), whose business (lair actions) is done before the next turn starts. */
  place?: { round: number; at: number };
}

export interface Payment {
  readonly pool: string;
  readonly level?: number;
  readonly amount: number;
  /** Targets allowed when paying this way (targetsPerCostStep). */
  readonly maxTargets?: number;
  /** Paid in the used item's own charges rather than from `pool` (1.269 `charges:<n>`): this many more than the
   * use's own, each counted as a step (`level` says how many). */
  readonly charges?: number;
}

export interface TargetSpec {
  readonly min: number;
  readonly max: number;
  readonly candidates: readonly string[];
  /** 1.305: the same target may be named more than once, each time a separate attack (beams). */
  readonly repeat?: true;
}

/** One entry of the menu. `choose` accepts exactly what it describes. */
/** What every option of a menu carries, whatever its kind. Capabilities add their fields here by declaration
 * merging (`interface OptionBase` in `declare module`), so every kind of option has them. */
export interface OptionBase {
  /** Unique within the menu: "end", "move", "use:<use>", "std:dash@action", "pass", "flee", "zone:<use>". */
  readonly id: string;
  /** The capability module that takes it. */
  readonly module: string;
  readonly kind: OptionKind;
  readonly label: string;
  readonly who: string;
  /** The budget it spends, if any. */
  readonly budget?: string;
  /** Ways to pay; one must be chosen (`pay`) when there are several, the first is the default. */
  readonly payments?: readonly Payment[];
  readonly targets?: TargetSpec;
  /** Cells `at` may name (a walk's destinations, an area's aim points). */
  readonly cells?: readonly Cell[];
  /** The use behind a "use" option, and its kind (attack, heal, buff …). */
  readonly use?: string;
  readonly useKind?: string;
  /** The moment of the reaction window this answers. */
  readonly moment?: Moment;
  /** A multiattack: one entry per attack, in order, with whom it can reach; `targets` then names one per attack. */
  readonly steps?: readonly SequenceStep[];
  /** 1.284: the signature action (`casting`) a spell is cast through between turns; `use` is the spell. */
  readonly via?: string;
  /** Modes one of which the choice must name (`mode`): 1.270's kinds (`kind-<id>`). */
  readonly modes?: readonly OptionMode[];
}

/** One mode an option offers: its id, named by a choice's `mode`, and its label. */
export interface OptionMode {
  readonly id: string;
  readonly label: string;
}

/**
 * Using something: an entry, an item, a creature action (a multiattack lists its `steps`).
 * @id `use:<catalog>/<entry>`, `use:<catalog>/<item>#use`, `use:action:<id>`; in a window `react:<use>`,
 * `opportunity:<use>`, `rider:<use>`, `signature:<use>`, `lair:<use>`; a summon's strike `summon:<use>` (1.122); an
 * attack on a wall section `wall:<use>` (1.200); a casting used again while concentrating `again:<use>` (1.310)
 * @label the entry's, item's or action's name ("<name> (wall)" for a wall section, "<name> again" for a repeat)
 * @choice `targets` (between `targets.min` and `targets.max` of `targets.candidates`) or `at` (one of `cells`) when
 * it lists them; `wall` (one of `walls`) when it lists them; `pay` when it lists more than one payment
 */
export interface UseOption extends OptionBase {
  readonly kind: "use";
  readonly use: string;
}
/**
 * Walking: `cells` are where the walk may end (a signature move names the `use` it moves by).
 * @id `move`
 * @label Move
 * @choice `at`: one of `cells`
 */
export interface MoveOption extends OptionBase {
  readonly kind: "move";
  readonly cells: readonly Cell[];
  readonly targets?: undefined;
}
/**
 * A standard action (dash, dodge, hide, help, a contest, readying …) or one a capability adds.
 * @id `std:<action>@<budget>`, `contest:<id>@<budget>`, `eyes:avert:<holder>`, `eyes:look:<holder>`
 * @label the action's label (`combat.standard`, the contest's)
 * @choice `targets` when it lists them (help, a contest)
 */
export interface StandardOption extends OptionBase {
  readonly kind: "standard";
  /** The action: a `combat.standard` id (dash, dodge, hide …), a contest's id, or the capability's own
   * (`avert`/`look` for a gaze). Read this, never the option's id. */
  readonly action?: string;
  /** Whom it concerns when that is not a target: the gaze holder one averts one's eyes from. */
  readonly about?: string;
}
/**
 * Ending the turn.
 * @id `end`
 * @label End turn
 * @choice nothing but `option`
 */
export interface EndOption extends OptionBase {
  readonly kind: "end";
  readonly targets?: undefined;
  readonly cells?: undefined;
}
/**
 * Letting a reaction window pass.
 * @id `pass`
 * @label Let it pass
 * @choice nothing but `option`
 */
export interface PassOption extends OptionBase {
  readonly kind: "pass";
  readonly moment: Moment;
  readonly targets?: undefined;
  readonly cells?: undefined;
}
/**
 * Fleeing the fight.
 * @id `flee`
 * @label Flee the fight
 * @choice nothing but `option`
 */
export interface FleeOption extends OptionBase {
  readonly kind: "flee";
  readonly targets?: undefined;
  readonly cells?: undefined;
}
/**
 * Extension point "option kinds": the kinds of option a capability package adds, by declaration merging, each
 * under its `kind` (`interface PackageOptions { zone: ZoneOption }`), declared in the package's folder.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from the packages
export interface PackageOptions {}

/** One entry of a menu: switch on `kind` to reach what that kind carries. */
export type Option =
  | UseOption
  | MoveOption
  | StandardOption
  | EndOption
  | PassOption
  | FleeOption
  | PackageOptions[keyof PackageOptions];

export type OptionKind = Option["kind"];

export interface SequenceStep {
  readonly use: string;
  readonly label: string;
  readonly candidates: readonly string[];
}

export interface Choice {
  readonly option: string;
  /** Whose choice it is: refused (`not-your-turn`) when someone else must act now. */
  readonly who?: string;
  readonly targets?: readonly string[];
  readonly at?: Cell;
  /** The pool to pay from, when the option lists payments. */
  readonly pay?: string;
  /** One of the option's `modes`, when it lists them. */
  readonly mode?: string;
}

/** The codes a refused choice carries (docs/combat.md): the state is then untouched. */
export type RejectionCode =
  | "over"
  | "bad-choice"
  /** A choice's `who` names someone other than the one who must act. */
  | "not-your-turn"
  | "unknown-option"
  | "bad-target"
  | "bad-targets"
  | "too-few-targets"
  | "too-many-targets"
  | "bad-cell"
  | "bad-payment"
  | "bad-carries"
  // A refused release of Held Ground (1.330): its `release` is checked as a ruleset's values are.
  | "wrong-type"
  | "missing"
  | "unknown-key"
  | "out-of-range"
  | "bad-reference"
  /** 1.264: a choice a condition's `behavior` does not allow (the compelled package, through the menu limits). */
  | "compelled"
  /** 1.313: a choice someone out of the fight makes on its turns that cannot end what keeps it away (a Maze). */
  | "away"
  // The reference's codes of sections still to come (1.254, 1.266, 1.267): named so hosts can switch on them.
  | "bad-alter"
  | "dropped"
  | "targets-apart";

export interface Rejection {
  readonly code: RejectionCode;
  readonly message: string;
  readonly path: string;
}
