// What a capability module is: the keys it owns and the lifecycle hooks it answers. The turn loop and the
// resolver only ever call these hooks; they never test for a particular key or entry.
import type { DiceExpr, DiceRoll } from "../dice/index.js";
import type { Rng } from "../random/rng.js";
import type { CreatureDef, EntryDef } from "../ruleset/catalog.js";
import type { CombatConditionDef, ModifierDef } from "../ruleset/combat.js";
import type { Cell } from "../ruleset/encounter.js";
import type { AppliedCondition, Mechanics, PlusClause } from "../ruleset/mechanics.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { SheetData } from "../ruleset/sheet-data.js";
import type { CombatEvent } from "./events.js";
import type { SlotCheck, StateSlots } from "./state-shape.js";
import type {
  ActFrame,
  ActiveCondition,
  Choice,
  Combatant,
  CombatState,
  GroundCell,
  Option,
  Rejection,
  WindowFrame,
} from "./types.js";
import type { UseDef } from "./use-def.js";

/** Where a combatant set up for a fight comes from: a stat block (with the set-up's own words about it), or a
 * sheet. */
export interface CombatantOrigin {
  readonly creature?: CreatureDef;
  /** The set-up's entry naming the creature (its `creature`, `count`, `at`, and what packages add). */
  readonly spec?: Readonly<Record<string, unknown>>;
  readonly sheet?: SheetData;
  /** The whole set-up (`inLair` lists, …). */
  readonly setup: Readonly<Record<string, unknown>>;
}

/** What an attack gains against one target (extension point "attacks against"). */
export interface AttackAgainst {
  readonly add?: number;
  readonly advantages?: number;
  readonly disadvantages?: number;
  /** Cover short of total cover does not count. */
  readonly ignoresCover?: boolean;
  /** No disadvantage for long range. */
  readonly ignoresLongRange?: boolean;
}

/** A problem with a path: what a setup or state check reports. */
export interface Problem {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

/** What hides someone from an observer (an obscuring zone, an unseen condition): only the senses in `pierced`
 * see through it. A `light` one (1.286) hides no one: those seen through it or in it are only lightly seen. */
export interface Hides {
  readonly pierced?: readonly string[];
  readonly light?: boolean;
}

/** Seen clearly, seen only in light obscurement or dim light, or not seen at all. */
export type Sight = "clear" | "light" | "none";

/** How one combatant sees another, and by what (the public sight query reads this). */
export interface SightDetail {
  /** The best of the ways below: clearly, only lightly (dim light, light obscurement), or not at all. */
  readonly sight: Sight;
  /** Each sense (eyes under `combat.sight.eyes`, or "eyes") that reaches the other, and how well. */
  readonly ways: readonly { readonly sense: string; readonly sight: Exclude<Sight, "none"> }[];
  /** A clear straight line on the board (always without one), no smoke and no averted eyes in the way. */
  readonly line: boolean;
  /** Obscuring zones in the way and the other's `unseen` conditions, each with the senses that pierce it. */
  readonly hiders: readonly Hides[];
  /** The light where the other stands under `combat.sight.darkness`: 0 dark, 1 dim, 2 bright (2 without it). */
  readonly light: 0 | 1 | 2;
}

/** The working context of one step: the ruleset, a private draft of the state, the generator and the events so far. */
export interface Ctx {
  readonly ruleset: RulesetDoc;
  /** A draft the step may change freely: never the caller's object. */
  readonly state: CombatState;
  readonly rng: Rng;
  readonly events: CombatEvent[];
  /** The capability modules this step runs (its ruleset's set). */
  readonly caps: CapabilitySet;
}

export interface DamageInfo {
  /** Damage after resistances, before temporary points. */
  readonly amount: number;
  /** What got through to health. */
  readonly lost: number;
  readonly type: string;
  readonly source: string;
  readonly critical: boolean;
  /** The target was already at 0 (dying or stable) when it was harmed. */
  readonly atZero: boolean;
  /** Passed on from another who took it (1.409): never to be passed on again. */
  readonly passedOn?: boolean;
  /** What it took off health: `lost`, no more than the health there was. */
  readonly fromHealth: number;
  /** The damage as dealt, and as the target's `damage-taken` changes left it (before halving and resistances). */
  readonly rolled: number;
  readonly changed: number;
  /** What dealt it, when its dealer says (1.193: health only a rest gives back). */
  readonly cause?: DamageCause;
}

/** What dealt a blow of damage: a use's blow (`dealing`), a condition harming its holder (1.189), or a fall. */
export interface DamageCause {
  readonly use?: UseDef;
  readonly condition?: ActiveCondition;
  /** Falling damage (1.413: what `falls` modifiers reduce). */
  readonly falls?: true;
}

/** The damage that brought someone to 0 (extension point "hanging on"). */
export interface Blow {
  /** Damage after resistances, before temporary points. */
  readonly amount: number;
  readonly type: string;
  readonly source: string;
  readonly critical: boolean;
}

/** Whose d20 a roll is, and what for: the extension point "d20 dice" reads it (1.408, 1.418). */
export interface D20Roller {
  readonly who: Combatant;
  readonly kind: "attacks" | "saves" | "checks";
  /** The check rolled (a `combat.checks` id or a skill), for a check. */
  readonly check?: string;
  /** The save rolled, for a save. */
  readonly save?: string;
}

/** Someone's own d20 roll that fell short of what it needed (extension point "rescues after the roll"). */
export interface Shortfall {
  readonly natural: number;
  readonly total: number;
  /** The total it needed to succeed. */
  readonly against: number;
  /** Rolls it again as it was first rolled (its modes and bonus), for a rescue that rerolls. */
  readonly reroll: () => { readonly natural: number; readonly total: number };
}

/** A roll as a rescue leaves it: its die and total, and whether it now succeeds (a rescue may force it). */
export interface Rescued {
  readonly natural: number;
  readonly total: number;
  readonly success: boolean;
}

/** Someone's own check that reaches what it needed, before it is logged (extension point "rolls opposed"). */
export interface MadeRoll {
  readonly natural: number;
  readonly total: number;
  /** The total it needs to succeed. */
  readonly against: number;
}

/** The parts of one blow's damage on a target, beside their rolls (extension point "damage dice"). */
export interface BlowParts {
  /** Each part's damage type, in the order of the rolls. */
  readonly types: readonly string[];
  /** The blow deals half (a saved `onSuccess: "half"`, evasion, a miss that still deals half). */
  readonly halved: boolean;
}

/** What a blow is, as a window about it carries it. */
export type WindowBlow = NonNullable<WindowFrame["blow"]>;

/** The dice of a blow's own amount (extension point "blow dice"). */
export interface BlowDice {
  /** The blow's own amount, doubled on a critical hit as the rules double dice. */
  readonly expr: DiceExpr;
  /** Dice added on a critical hit only, never doubled (1.247 `criticalDice`). */
  readonly onCritical: DiceExpr;
}

/** How one target fared against a use: decided by the first module that answers `decide`. */
/** What a save is made against, when something someone did calls for it: a use's save, or the save to end a
 * condition a use applied. Modules answering "save modifiers" read it (1.191 `against.actions`). */
export interface SaveAgainst {
  /** Whoever did it. */
  readonly source?: Combatant;
  /** The id of the use, among the source's uses. */
  readonly use?: string;
}

export interface TargetResult {
  /** Whether the effects land: a hit, a failed save, an automatic hit. */
  readonly lands: boolean;
  readonly critical?: boolean;
  /** A successful save against a use with `onSuccess: "half"`: effects land at half damage and no conditions. */
  readonly halved?: boolean;
  /** A successful save against a creature's action with `onSuccess: "none"` (1.184): full damage, no conditions. */
  readonly spared?: boolean;
  /** Its damage is halved and everything else lands (1.250: a failed save under `evasion`). */
  readonly halfDamage?: boolean;
  /** Not affected at all, which no later rule turns into half damage (1.414: one `sparesWhole` spares). */
  readonly avoided?: boolean;
  /** It lands, but its damage is not dealt: a package does something in its place (1.245: dropped to 0). */
  readonly noDamage?: boolean;
}

/** A combat condition's `grants` (capabilities/grants.ts): the budget it gives, and whether it buys a strike. */
export type GrantDef = NonNullable<CombatConditionDef["grants"]>;

/** A use as offered: what a module may veto or price before the menu lists it. */
export interface Offer {
  budget?: string;
  payments?: Option["payments"];
  /** Taken between turns (a signature action bought with points, a lair action): its budget is lent, neither
   * checked nor spent. */
  lent?: boolean;
  /** Fields a module adds to the option it becomes (1.251: `amount: { max }`, the uses one use may spend). */
  shape?: Partial<Option>;
}

/** What a walk may do (extension point "walk limits"). */
export interface WalkLimit {
  /** Tells its answers apart in the board's memory of walks (what the limit depends on). */
  readonly key: string;
  /** Whether a walk may step from `from` to the next cell `to`. */
  step(from: Cell, to: Cell): boolean;
  /** Whether a walk may end on `at`. */
  end(at: Cell): boolean;
  /** What `choose` answers to a walk the limit does not allow. */
  readonly why: Rejection;
}

export interface CapabilityModule {
  readonly id: string;
  /** Keys of `mechanics` (and kin) this module gives meaning to. */
  readonly keys: readonly string[];
  /** Options it adds to the turn menu of `who`. */
  menu?(ctx: Ctx, who: Combatant, out: Option[]): void;
  /**
   * Extension point "menu limits": what becomes of an option of `who`'s own turn menu once every module has listed
   * its options. `undefined` keeps it as it is; `why` alone withholds it, `why` with `option` replaces it (a strike
   * narrowed to one target). `why` is what `choose` answers to a choice the option as listed would take and the
   * limited menu does not (a compelled turn, 1.264).
   */
  limitOption?(
    ctx: Ctx,
    who: Combatant,
    option: Option,
  ): { readonly option?: Option; readonly why: Rejection } | undefined;
  /**
   * Extension point "walk limits": what a walk of `mover` may do, step by step and where it ends (a compelled
   * walk away from someone, 1.264). Every limit answered holds; the movement keeps only walks passing all of them.
   */
  limitWalk?(ctx: Ctx, mover: Combatant): WalkLimit | undefined;
  /** Extension point "saves held back": true when `holder` may not make the save that ends `condition` now (1.270
   * `saveEnds.beyond`: only while far from its applier). The first true holds it back. */
  holdsSaveBack?(ctx: Ctx, holder: Combatant, condition: ActiveCondition): boolean;
  /** Options it adds for `who` when a reaction window asks them. */
  reactionMenu?(ctx: Ctx, who: Combatant, window: WindowFrame, out: Option[]): void;
  /** Prices or vetoes a use: returns a reason when it cannot be offered now. */
  offer?(ctx: Ctx, who: Combatant, use: UseDef, offer: Offer): string | undefined;
  /**
   * Extension point "choice checks": checks the parts of a choice this module gives meaning to (a teleport's
   * `carries`, a move's `moveTo`) before the core checks payment, cells and targets. A rejection refuses the
   * choice; "whole" says the module has checked the option's cells and targets itself (the core skips them).
   * `ctx` reads the fight as it stands (a check that needs the board: 1.178 copies touching one another).
   */
  checkChoice?(option: Option, choice: Choice, ctx: Ctx): Rejection | "whole" | undefined;
  /**
   * Extension point "lent uses" (first answer): the option of a use this module gives its own shape (a teleport's
   * landing cells in place of targets) when another module lends it a budget (a signature action casting it);
   * `null` when it is the module's but cannot be offered now, `undefined` when it is not the module's.
   */
  lentOption?(
    ctx: Ctx,
    who: Combatant,
    use: UseDef,
    lent: { readonly id: string; readonly module: string; readonly moment?: Option["moment"] },
  ): Option | null | undefined;
  /** Extension point "lent uses": starts a lent option this module shaped; true when it did. */
  startLent?(ctx: Ctx, who: Combatant, option: Option, choice: Choice): boolean;
  /** Extension point "act choices": the parts of a choice this module gives meaning to, kept on the act it starts
   * (1.251: how many uses it spends); asked for every act started from a choice. */
  fromChoice?(ctx: Ctx, act: ActFrame, use: UseDef, option: Option, choice: Choice): void;
  /** Extension point "healing amount": what a heal gives `target`, as this module leaves it (1.251: that many
   * times its amount); asked in priority order, each given the last one's answer. */
  adjustHealing?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant, amount: number): number;
  /** Extension point "maximized healing": whether this module makes `use`'s healing roll its maximum (1.415
   * `maxHeal`); any answer counts. */
  maximizesHealing?(ctx: Ctx, act: ActFrame, use: UseDef): boolean;
  /** Takes an option this module listed. */
  take?(ctx: Ctx, who: Combatant, option: Option, choice: Choice): void;
  /** A use begins: pay, spend, concentrate, give. */
  onUse?(ctx: Ctx, act: ActFrame, use: UseDef): void;
  /** Extension point "act use": the use an act resolves as, as this module leaves it (1.253: a spell altered by
   * Metamagic, its range, budget, durations or components changed); each given the last one's answer. */
  actUse?(ctx: Ctx, act: ActFrame, use: UseDef): UseDef;
  /** Extension point "unanswered acts": true when no one can respond to this act's casting (1.253: a Subtle spell),
   * so the `aimed` window does not open for it. */
  unanswered?(ctx: Ctx, act: ActFrame, use: UseDef): boolean;
  /** Extension point "save modes": one more mode for `who`'s save (1.253: Heightened's disadvantage); each answer
   * counts. */
  saveMode?(ctx: Ctx, who: Combatant, save: string, against: SaveAgainst): "advantage" | "disadvantage" | undefined;
  /** Extension point "damage dice": when this module changes the dice of one blow's damage on `target` (1.254:
   * Empowered), what does it; every part (its own amount first, then each `plus` clause that counts) is then rolled
   * before any is dealt, and the answer may replace any of the rolls. */
  rerollDamage?(
    ctx: Ctx,
    act: ActFrame,
    use: UseDef,
    target: Combatant,
  ): ((rolls: DiceRoll[], parts: BlowParts) => void) | undefined;
  /** Decides whether the use lands on a target; "paused" when a reaction window opened first. */
  decide?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): TargetResult | "paused" | undefined;
  /** The use landed on a target (or failed to, with `result.lands` false). */
  onHit?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant, result: TargetResult): void;
  /** All targets are done. */
  onUseEnd?(ctx: Ctx, act: ActFrame, use: UseDef): void;
  /** A reaction window is done (everyone it asked answered or passed) and has left the stack (1.413: the fall it
   * waited on lands). */
  onWindowClosed?(ctx: Ctx, window: WindowFrame): void;
  /** Extension point "settled": the stack has run empty, so whatever was being done (an action, a walk, a turn's
   * start or end, a window's answer) is over; work a module pushes here runs before the fight goes on. */
  onSettled?(ctx: Ctx): void;
  onDamage?(ctx: Ctx, target: Combatant, damage: DamageInfo): void;
  /** A save `who` made has failed (and been logged): true turns it into a success (Legendary Resistance). */
  onSaveFailed?(ctx: Ctx, who: Combatant, save: string): boolean;
  onMoveStep?(ctx: Ctx, mover: Combatant, from: readonly [number, number], to: readonly [number, number]): void;
  onTurnStart?(ctx: Ctx, who: Combatant): void;
  onTurnEnd?(ctx: Ctx, who: Combatant): void;
  /** A turn is over (its end and what that set going are done) and the next has not begun: `ended` took it. */
  onBetweenTurns?(ctx: Ctx, ended: Combatant): void;
  /** `applied` is the item of the `applies` list it came from (none for an aura's spread): a package keeps on the condition what its keys
   * there say (`endsWith`). */
  onConditionApplied?(ctx: Ctx, who: Combatant, condition: ActiveCondition, applied?: AppliedCondition): void;
  onConditionEnded?(ctx: Ctx, who: Combatant, condition: ActiveCondition, why: string): void;
  /** Narrows who a use can be aimed at (`actedOnly`): returns the candidates that remain. */
  narrow?(ctx: Ctx, who: Combatant, use: UseDef, candidates: readonly string[]): readonly string[];
  /** Concentration ended (`why`: "failed save", "fell", "incapacitated", "replaced", "left the fight"). */
  onConcentrationEnded?(ctx: Ctx, who: Combatant, held: { use: string; name: string }, why: string): void;
  /**
   * At a place in the order passed on the way to the next turn (`state.place`; lair counts): returns true when
   * it left work on the stack (a window); it is asked again
   * once that work is done, and must answer false when it has nothing more to do at this place.
   */
  atPlace?(ctx: Ctx, round: number, at: number): boolean;
  /** The fight has an outcome (won, lost or fled): settle what does not stop with it (1.260). */
  onFightEnd?(ctx: Ctx): void;
  /** Extension point "initiative": the fight has rolled (or been given) initiative and set its order, before the
   * first turn: what happens as initiative is rolled (1.411 pools refilled). */
  onInitiative?(ctx: Ctx): void;
  /** Extension point "defense": the holder's defense after every modifier and before cover, as this module
   * leaves it (a floor raises it); asked in priority order, each given the last one's answer. */
  adjustDefense?(ruleset: RulesetDoc, state: CombatState, who: Combatant, defense: number): number;
  /** Extension point "save difficulty": the difficulty of a save `who`'s use calls for (and of ending what it
   * applied), as this module leaves it; asked in priority order, each given the last one's answer. */
  adjustSaveDifficulty?(ruleset: RulesetDoc, state: CombatState, who: Combatant, difficulty: number): number;
  /** Extension point "use numbers": the attack bonus and save difficulty a use of `who`'s reads from its sheet
   * instead of its catalog's (1.269: a staff cast with its holder's numbers); the first answer counts. */
  useNumbers?(
    ruleset: RulesetDoc,
    state: CombatState,
    who: Combatant,
    use: UseDef,
  ): { readonly toHit?: number; readonly difficulty?: number } | undefined;
  /** Extension point "check bonus": the bonus of `who`'s combat check `check` (a `combat.checks` id or a skill),
   * as this module leaves it (1.419: an ability's `checkAdd`); asked in priority order, each given the last one's. */
  adjustCheckBonus?(ruleset: RulesetDoc, state: CombatState, who: Combatant, check: string, bonus: number): number;
  /** Extension point "d20 dice": rerolls, in place, dice of `roller`'s own d20 roll (1.408: a given face), logging
   * what it rerolled; before the mode picks the die. */
  rerollD20?(ctx: Ctx, roller: D20Roller, rolls: number[]): void;
  /** Extension point "d20 dice": the die the mode kept and the total, as this module leaves them (1.418: floors for
   * checks); asked in priority order, each given the last one's answer. */
  floorD20?(ctx: Ctx, roller: D20Roller, natural: number, total: number): { natural: number; total: number };
  /** Extension point "rescues after the roll": a change held back from `roller`'s rolls (1.249: Bardic
   * Inspiration's die), never summed into them. */
  holdsBack?(m: ModifierDef): boolean;
  /** Extension point "rescues after the roll": `roller`'s own attack roll, save or check fell short; the roll as
   * this module leaves it (rolled again, a held-back die added, or turned into a success), or undefined to leave
   * it. Asked in priority order until the roll succeeds, each given the last one's answer. */
  rescueD20?(ctx: Ctx, roller: D20Roller, short: Shortfall): Rescued | undefined;
  /** Extension point "rolls opposed": `roller`'s own check reached what it needed (`made`); the total as someone on
   * the other side leaves it (1.257: Cutting Words' die taken off), or undefined to leave it. Asked in priority
   * order while the check still succeeds, each given the last one's answer. */
  opposeD20?(ctx: Ctx, roller: D20Roller, made: MadeRoll): number | undefined;
  /** Extension point "save modifiers": false when the modifier `m` of `who`'s saves does not count for this save,
   * made `against` what its source did (1.191 `against.actions`); a modifier counts when every module keeps it. */
  keepsSaveModifier?(ctx: Ctx, who: Combatant, m: ModifierDef, against: SaveAgainst): boolean;
  /** Extension point "check modifiers": false when the modifier `m` of `who`'s checks does not count for `check` (a
   * combat check, a skill or an ability id; none when unnamed) (1.188 `abilities`); it counts when every module keeps it. */
  keepsCheckModifier?(ctx: Ctx, who: Combatant, m: ModifierDef, check: string | undefined): boolean;
  /** Extension point "attacks against": what an attack with `use` on `target` gains from what the use says about
   * that target (1.187 `against`), wherever its user strikes from; the answers add up. */
  attackAgainst?(ctx: Ctx, attacker: Combatant, use: UseDef, target: Combatant): AttackAgainst;
  /** Extension point "damage clauses": false when the `plus` clause does not count on `use`'s hit on `target`, its
   * user at `from` (1.187 `not`, `blow`); it counts when every module keeps it. */
  keepsPlus?(
    ctx: Ctx,
    user: Combatant,
    use: UseDef,
    target: Combatant,
    clause: PlusClause,
    from: Cell | undefined,
  ): boolean;
  /** A `plus` clause of `use` dealt `taken` to `target` (1.187 `tempHp`). */
  onPlusDealt?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant, clause: PlusClause, taken: number): void;
  /** Extension point "applied on a hit": false when the condition item does not land with this hit (1.187
   * `targetIs`, `oncePerTurn`); asked once per hit, when it would be applied, and kept when every module keeps it. */
  keepsApplied?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant, applied: AppliedCondition): boolean;
  /** Extension point "attack modifiers": false when the modifier `m` of `who`'s attacks does not count for an
   * attack with `use` (1.188 `ability`); it counts when every module keeps it. */
  keepsAttackModifier?(ctx: Ctx, who: Combatant, m: ModifierDef, use: UseDef): boolean;
  /** Extension point "damage modifiers": false when the modifier `m` of `who`'s damage does not count for a blow
   * with `use` (1.197 `attacks`, `ability`; 1.247 `blow`); it counts when every module keeps it. */
  keepsDamageModifier?(ctx: Ctx, who: Combatant, m: ModifierDef, use: UseDef): boolean;
  /** Extension point "modifier amount": what the modifier `m` of `who` adds to a roll or an amount, `amount` being
   * its `flat` and `dice` as rolled (or weighed), as this module leaves it (1.413: a value read from the sheet added,
   * the whole subtracted); asked in priority order, each given the last one's answer. */
  modifierAmount?(ctx: Ctx, who: Combatant, m: ModifierDef, amount: number): number;
  /** Extension point "damage taken": false when the modifier `m` of `target`'s `damage-taken` does not count for
   * damage dealt by `cause` (1.413: only a ranged blow, only falling damage); it counts when every module keeps it. */
  keepsTakenModifier?(ctx: Ctx, target: Combatant, m: ModifierDef, cause: DamageCause | undefined): boolean;
  /** Extension point "after a target": the act's effects on `target` (its `i`th) are done and every window they
   * opened has been answered (1.416 `caught`, 1.422 `attacked`); true when the module opened a window, and the act
   * waits for it. Asked again once that window is done, so a module opens each of its windows once (`act.asked`). */
  afterTarget?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): boolean;
  /** Extension point "hit responses": the attacker's roll on `target` has hit (`critical` or not) and whoever was
   * struck has answered; true when the module opened a window first (1.241: the attacker's own responses), asked
   * once per roll. */
  afterHitRoll?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant, blow: WindowBlow): boolean;
  /** Extension point "reaction offers": false when `use` is not offered to `who` in `window` (1.241: reactions to
   * one's own hit, narrowed to a weapon's or a melee blow); a reaction is offered when every module keeps it. */
  keepsReaction?(ctx: Ctx, who: Combatant, use: UseDef, window: WindowFrame): boolean;
  /** Extension point "granted strikes": the strike `use` as a condition's `grant` buys it for `who`, as this module
   * leaves it (narrowed to melee: its range dropped), or undefined when the grant does not buy it (1.242: `names`,
   * `afterAttack`); asked in priority order, each given the last one's answer. */
  grantedStrike?(ctx: Ctx, who: Combatant, grant: GrantDef, use: UseDef): UseDef | undefined;
  /** Extension point "window askers": more combatants `window` asks beside those whoever opened it named (1.250:
   * allies answering for the one struck); each is asked only when it has something to do. */
  moreAskers?(ctx: Ctx, window: WindowFrame): readonly string[];
  /** Extension point "reaction targets" (first answer): whom `who`'s reaction `use` is aimed at in `window`, in place
   * of the one the moment is about (1.250: the attacker whose roll it lowers). */
  reactionTargets?(ctx: Ctx, who: Combatant, use: UseDef, window: WindowFrame): readonly string[] | undefined;
  /** Extension point "target results": what a use with a save does to `target`, as this module leaves the result
   * its deciding gave (1.250 `evasion`: a success takes nothing, a failure half); asked in priority order, each given
   * the last one's answer. The director asks it too, for each outcome of the save. */
  saveResult?(ctx: Ctx, use: UseDef, target: Combatant, result: TargetResult): TargetResult;
  /** Extension point "cost steps": how many of `steps` levels paid above a use's own count for it (1.241
   * `perCostStepsMax`); asked in priority order, each given the last one's answer. */
  countsSteps?(use: UseDef, steps: number): number;
  /** Extension point "blow dice": what `who`'s blow with `use` rolls of its own dice (1.197: more times; 1.247: more
   * on a critical hit), as this module leaves it; asked in priority order, each given the last one's answer. */
  blowDice?(ctx: Ctx, who: Combatant, use: UseDef, dice: BlowDice): BlowDice;
  /** Extension point "blow adds" (summed): a number added to the roll of the blow's own damage on `target` in this act,
   * once it has landed (1.414 `damageOnce`: every target of one shared roll, or the first hit). */
  blowAdds?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): number;
  /** Extension point "condition shape": what the module writes on `cond`, a condition being applied to `target` as
   * `applied` says, with the applying use's save (1.174: the difficulty an escape is made against); asked before the
   * condition is kept, renewed and logged. */
  shapeCondition?(
    ctx: Ctx,
    target: Combatant,
    cond: ActiveCondition,
    applied: AppliedCondition,
    save: { readonly save: string; readonly difficulty: number } | undefined,
  ): void;
  /** Extension point "condition renewal": `after` replaces `before`, the same condition applied again by the same
   * source and use; the module carries over what it keeps on the condition (1.189: its stacks). */
  renewCondition?(ctx: Ctx, holder: Combatant, before: ActiveCondition, after: ActiveCondition): void;
  /** Extension point "damage immunities": true when `target` takes none of `type` now, beyond its stat block's own
   * immunities (1.179: standing in a zone whose `inside.immune` names it); the first true wins. */
  immuneToDamage?(ctx: Ctx, target: Combatant, type: string): boolean;
  /** Extension point "condition blockers": true when `target` does not gain `condition` applied by `source` (1.191
   * `conditionImmunitiesFrom`); asked after the immunities, in priority order, the first true wins. */
  blocksCondition?(ctx: Ctx, target: Combatant, condition: string, source: Combatant | undefined): boolean;
  /** Extension point "in force unseen": true when a condition that lasts only while its holder sees its source
   * stays in force though the source is out of sight (1.275: within `orSourceWithin` of it). */
  keepsInForceUnseen?(ctx: Ctx, holder: Combatant, condition: ActiveCondition, source: Combatant): boolean;
  /**
   * @deprecated Never called: rests happen between fights, on the sheet (its `rest` operation), where no fight's
   * modules run. Kept so that a module written against it still compiles.
   */
  onRest?(ruleset: Ctx["ruleset"], rest: string): void;

  // Extension points: the core asks these where a package changes a rule it owns. Modules answer in the order of
  // their priority; where one answer is taken, the first wins.

  /** Extension point "sight blockers": true when `a`, at `from`, can see nothing of `b` (a teleport's smoke
   * between them, eyes averted from a gaze). Asked before the line of sight. */
  blocksSight?(ctx: Ctx, a: Combatant, b: Combatant, from: Cell | undefined): boolean;
  /** Extension point "perception": how `a` sees `b` once a clear line joins them (senses, obscurers, light); the
   * first answer wins. Without one, eyes see clearly whatever a clear line reaches. */
  perceive?(ctx: Ctx, a: Combatant, b: Combatant, from: Cell | undefined): SightDetail | undefined;
  /** Extension point "hanging on": a drop to 0 health about to happen (`blow` the damage that caused it, none when
   * something else did); true when the holder stays up instead (the module leaves it at 1 health). Asked before
   * "what replaces falling", never for a blow that kills outright. */
  holdsOn?(ctx: Ctx, target: Combatant, blow: Blow | undefined): boolean;
  /** Extension point "damage floor": the health `use`'s blows leave `target` at least (Harm leaves 1); the highest
   * answer holds. */
  damageFloor?(ctx: Ctx, use: UseDef, target: Combatant): number | undefined;
  /** Extension point "blow type": the damage type `act`'s own blow deals instead of its use's `damageType` (a
   * zone's later catches deal their own, 1.198); the first answer wins. */
  blowType?(ctx: Ctx, act: ActFrame, use: UseDef): string | undefined;
  /** Extension point "what replaces falling": takes in hand a fall at 0 health (Held Ground fells instead);
   * true when it did, and the core's own falling (dying, dead) does not happen. */
  fallInstead?(ctx: Ctx, target: Combatant, reaps: boolean): boolean;
  /** Whether falls are replaced in this fight (massive damage then stands aside). */
  replacesFalls?(ctx: Ctx): boolean;
  /** Extension point "healing": false when `target` cannot be healed back into the fight (a foe felled on Held
   * Ground has dropped out). */
  healable?(ctx: Ctx, target: Combatant): boolean;
  /** Extension point "healing blockers": the effect that keeps `target` from being healed by `use` (none: healing
   * no use gave, a death save's or a rescue's), or undefined; the first answer wins (1.261: all but magical
   * healing). */
  healBlocked?(ctx: Ctx, target: Combatant, use: UseDef | undefined): string | undefined;
  /** Extension point "cure blockers": true when `use`, paid at `level`, cannot end `condition` on `holder`
   * (1.261 `curedOnlyBy`); the first true wins. */
  blocksCure?(ctx: Ctx, holder: Combatant, condition: ActiveCondition, use: UseDef, level: number): boolean;
  /** Extension point "reaching the fallen": true when `use` can be aimed at, and lands on, `target` though the
   * base rules keep it away (someone dying or stable, whom only healing reaches; the dead, whom nothing does). */
  reachesFallen?(ctx: Ctx, use: UseDef, target: Combatant): boolean;
  /** Extension point "target blockers": true when `who`'s `use` can neither be aimed at `target` nor catch it in an
   * area (1.314: someone sealed away from everyone else; a use bounded to smaller creatures); the first true wins. */
  blocksTarget?(ctx: Ctx, who: Combatant, use: UseDef, target: Combatant): boolean;
  /** Extension point "cut off": true when nothing of `a` reaches `b` nor of `b` reaches `a` (1.314: a sealed holder
   * and anyone else); asked by `cut-off.ts` for damage, healing, conditions and opportunity attacks. */
  cutsOff?(ctx: Ctx, a: Combatant, b: Combatant): boolean;
  /** Extension point "speed": each given the last answer, after the conditions' changes (1.314: a sealed holder's
   * own movement is none). */
  adjustSpeed?(ruleset: RulesetDoc, state: CombatState, who: Combatant, speed: number): number;
  /** `target` was healed from 0 back on its feet. */
  onBackUp?(ctx: Ctx, target: Combatant): void;
  /** Extension point "extra uses", for a sheet's entry: the uses it stands for in place of its own one use (a
   * conjuring entry's weapons, amended uses, none for an entry that only amends); the first answer wins. Asked
   * once a fight per sheet: the sheet never changes during it. */
  entryUses?(ruleset: RulesetDoc, sheet: SheetData, use: UseDef, entry: EntryDef): readonly UseDef[] | undefined;
  /** Extension point "extra uses", for a creature: uses beyond its actions (its spellcasting's spells). */
  creatureUses?(ruleset: RulesetDoc, def: CreatureDef): readonly UseDef[];
  /**
   * Extension point "offered uses" (first answer): claims a use this module offers itself instead of `acting`
   * (a teleport with its landing cells, a lair action), asked once per use as a combatant's uses are built; the
   * use's `offeredBy` is then this module's id. "between-turns": never on its user's own turn (nor readied, nor
   * counted by the director as a blow from where its user stands).
   */
  offersUse?(m: Partial<Mechanics>): "turn" | "between-turns" | undefined;
  /** Extension point "target count": more targets a use may name for its user (1.305 `targetsScale`). */
  moreTargets?(ctx: Ctx, who: Combatant, use: UseDef): number;
  /** Extension point "obscurers": what hides `b` from `a` at `from` besides the conditions `b` holds (obscuring
   * zones in the way); read by the sight package's perception. */
  hiders?(ctx: Ctx, a: Combatant, b: Combatant, from: Cell | undefined): readonly Hides[];
  /** Extension point "difficult ground": board cells that cost `mover` more beyond the board's own (a zone's
   * `terrain`): each step into one costs `times` normal steps (2 to 10; the board's own difficult ground costs no
   * more than the largest), doubled again where it `halves` speed (1.175). */
  groundCells?(ctx: Ctx, mover: Combatant): readonly GroundCell[];
  /** Extension point "turn saves": settles a condition's turn save its own way (counted saves, 1.258); true when
   * it did. Otherwise a success ends the condition. */
  settleTurnSave?(ctx: Ctx, holder: Combatant, condition: ActiveCondition, success: boolean): boolean;
  /** Extension point "appliers": the conditions a condition's `by` applies when it names no use of its source
   * (an aura's save, `aura:<condition>#<n>`, 1.265); the first answer wins. */
  appliedBy?(ctx: Ctx, by: string): readonly AppliedCondition[] | undefined;
  /** A contest was rolled by `who` against `target` (an attack of its own kind: it gives a hidden actor away). */
  onContest?(ctx: Ctx, who: Combatant, target: Combatant, won: boolean): void;
  /** Extension point "setup", for each combatant as the fight is set up: what the package gives it from its stat
   * block (`creature`, with the set-up's own `spec` of it) or its sheet (auras kept, spell slots, a lair). */
  setupCombatant?(ruleset: RulesetDoc, who: Combatant, from: CombatantOrigin): void;
  /** Extension point "setup", for the fight: checks the set-up's part the package owns (throwing a
   * `CombatSetupError`) and fills the package's own slot of the state (Held Ground). */
  setupFight?(ruleset: RulesetDoc, state: CombatState, setup: Readonly<Record<string, unknown>>): void;
  /**
   * Extension point "setup words": the set-up words this module reads (`fight`: the set-up's own, `member`: a
   * creature ref's), each with its shape check, asked before any work; the core refuses any other word.
   */
  setupWords?: {
    readonly fight?: Readonly<Record<string, SetupWordCheck>>;
    readonly member?: Readonly<Record<string, SetupWordCheck>>;
  };
  /** Extension point "settle": the sheet of `who` as the fight leaves it, given the core's settled sheet, with what
   * this module keeps on it across fights (1.304: whom an entry was used on); asked in priority order. */
  settleSheet?(ruleset: RulesetDoc, state: CombatState, who: Combatant, sheet: SheetData): SheetData;
  /** Extension point "state checks": a saved state's slot the package owns, checked before `resume` takes it.
   * @deprecated A package declares its slots, each with its check, in its descriptor's `state`. */
  checkState?(ruleset: RulesetDoc, state: Readonly<Record<string, unknown>>): Problem | undefined;
  /** Extension point "extra uses" that come and go during a fight (a conjured weapon): `uses` with its own. */
  moreUses?(ruleset: RulesetDoc, state: CombatState, who: Combatant, uses: readonly UseDef[]): readonly UseDef[];
  /** Extension point "shapes": the creature (`<catalog>/<entry>`) whose stat block `c` has taken on now, in place of its
   * own (1.392: a shapeshift); the first answer wins. Its defense, speed, senses, size, traits, saves and checks are
   * read from that stat block (`creatureOf`), its own sheet or stat block still gives the numbers its uses read
   * (`sourceOf`). */
  formOf?(ruleset: RulesetDoc, c: Combatant): string | undefined;
  /** Extension point "shape numbers": the bonus of a save or check (`kind`, `id`) of `who` while it holds a form,
   * given the form's own (1.392 `keepsSaves`, 1.404 `betterOf`); asked in priority order, each given the last answer. */
  formBonus?(
    ruleset: RulesetDoc,
    state: CombatState,
    who: Combatant,
    kind: "save" | "check",
    id: string,
    bonus: number,
  ): number;
  /** Extension point "health layers": `target`'s health has dropped to 0 with `over` damage left over; a module whose
   * layer of health that was (a shapeshift's form, 1.392) takes it off, puts back the health beneath, and answers
   * how much of `over` reaches that health; the first answer wins. Asked before massive damage and hanging on. */
  shedsLayer?(ctx: Ctx, target: Combatant, over: number): number | undefined;
  /** Extension point "still in the fight": true when `c`, though not standing, still counts for its side when the
   * outcome is settled (1.236: someone banished for a while, who will come back). */
  keepsInFight?(ctx: Ctx, c: Combatant): boolean;
  /** Extension point "turns while away": a combatant out of the fight (`fled`) who still takes its own turns
   * (1.313: someone in a Maze); its turn starts and its menu is built as anyone's. */
  takesTurnAway?(ctx: Ctx, c: Combatant): boolean;
  /** Extension point "steps that add": of the `steps` counted above a use's cost (after "cost steps"), how many add
   * its `perCostStep` dice, as this module leaves it (1.300: once every few); asked in priority order, each given the
   * last one's answer. */
  stepsAdding?(use: UseDef, steps: number): number;
}

/** A fixed list of modules with their hook lists precomputed: a hook is called thousands of times a fight. */
export class CapabilitySet {
  readonly modules: readonly CapabilityModule[];
  private readonly byId: Map<string, CapabilityModule>;
  private readonly hooked = new Map<keyof CapabilityModule, readonly CapabilityModule[]>();
  /** The slots of a fight's state the set's packages add, each with its check (`CapabilityPackage.state`). */
  readonly stateSlots: {
    readonly [W in keyof StateSlots]-?: ReadonlyMap<string, SlotCheck>;
  };

  constructor(modules: readonly CapabilityModule[], slots: readonly (StateSlots | undefined)[] = []) {
    this.modules = modules;
    this.byId = new Map(modules.map((m) => [m.id, m]));
    const fight = new Map<string, SlotCheck>();
    const combatant = new Map<string, SlotCheck>();
    const condition = new Map<string, SlotCheck>();
    for (const s of slots)
      for (const [where, into] of [
        [s?.fight, fight],
        [s?.combatant, combatant],
        [s?.condition, condition],
      ] as const)
        for (const [key, check] of Object.entries(where ?? {})) {
          // One owner per slot: two checks of one key would each accept what the other refuses.
          if (into.has(key)) throw new Error(`the state key ${JSON.stringify(key)} is declared twice`);
          into.set(key, check);
        }
    this.stateSlots = { fight, combatant, condition };
  }

  moduleById(id: string): CapabilityModule | undefined {
    return this.byId.get(id);
  }

  /** The modules that answer a hook, in order. */
  modulesWith(hook: keyof CapabilityModule): readonly CapabilityModule[] {
    let list = this.hooked.get(hook);
    if (!list) {
      list = this.modules.filter((m) => typeof m[hook] === "function");
      this.hooked.set(hook, list);
    }
    return list;
  }

  /** Every key some module gives meaning to, with its owner. */
  ownedKeys(): Map<string, string> {
    const keys = new Map<string, string>();
    for (const m of this.modules) for (const k of m.keys) keys.set(k, m.id);
    return keys;
  }
}

/** A set-up word's shape: a problem (its path below the word, its code and message), or undefined. */
export type SetupWordCheck = (
  value: unknown,
) => { readonly path: readonly (string | number)[]; readonly code: string; readonly message: string } | undefined;
