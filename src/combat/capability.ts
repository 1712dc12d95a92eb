// What a capability module is: the keys it owns and the lifecycle hooks it answers. The turn loop and the
// resolver only ever call these hooks; they never test for a particular key or entry.
import type { Rng } from "../random/rng.js";
import type { AppliedCondition } from "../ruleset/mechanics.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { CombatEvent } from "./events.js";
import type {
  ActFrame,
  ActiveCondition,
  Choice,
  Combatant,
  CombatState,
  Option,
  Rejection,
  WindowFrame,
} from "./types.js";
import type { UseDef } from "./use-def.js";

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
}

/** How one target fared against a use: decided by the first module that answers `decide`. */
export interface TargetResult {
  /** Whether the effects land: a hit, a failed save, an automatic hit. */
  readonly lands: boolean;
  readonly critical?: boolean;
  /** A successful save against a use with `onSuccess: "half"`: effects land at half damage and no conditions. */
  readonly halved?: boolean;
}

/** A use as offered: what a module may veto or price before the menu lists it. */
export interface Offer {
  budget?: string;
  payments?: Option["payments"];
  /** Taken between turns (a signature action bought with points, a lair action): its budget is lent, neither
   * checked nor spent. */
  lent?: boolean;
}

export interface CapabilityModule {
  readonly id: string;
  /** Keys of `mechanics` (and kin) this module gives meaning to. */
  readonly keys: readonly string[];
  /** Options it adds to the turn menu of `who`. */
  menu?(ctx: Ctx, who: Combatant, out: Option[]): void;
  /** Options it adds for `who` when a reaction window asks them. */
  reactionMenu?(ctx: Ctx, who: Combatant, window: WindowFrame, out: Option[]): void;
  /** Prices or vetoes a use: returns a reason when it cannot be offered now. */
  offer?(ctx: Ctx, who: Combatant, use: UseDef, offer: Offer): string | undefined;
  /**
   * Extension point "choice checks": checks the parts of a choice this module gives meaning to (a teleport's
   * `carries`, a move's `moveTo`) before the core checks payment, cells and targets. A rejection refuses the
   * choice; "whole" says the module has checked the option's cells and targets itself (the core skips them).
   */
  checkChoice?(option: Option, choice: Choice): Rejection | "whole" | undefined;
  /** Takes an option this module listed. */
  take?(ctx: Ctx, who: Combatant, option: Option, choice: Choice): void;
  /** A use begins: pay, spend, concentrate, give. */
  onUse?(ctx: Ctx, act: ActFrame, use: UseDef): void;
  /** Decides whether the use lands on a target; "paused" when a reaction window opened first. */
  decide?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): TargetResult | "paused" | undefined;
  /** The use landed on a target (or failed to, with `result.lands` false). */
  onHit?(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant, result: TargetResult): void;
  /** All targets are done. */
  onUseEnd?(ctx: Ctx, act: ActFrame, use: UseDef): void;
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
  /** Extension point "defense": the holder's defense after every modifier and before cover, as this module
   * leaves it (a floor raises it); asked in priority order, each given the last one's answer. */
  adjustDefense?(ruleset: RulesetDoc, state: CombatState, who: Combatant, defense: number): number;
  /** Extension point "save difficulty": the difficulty of a save `who`'s use calls for (and of ending what it
   * applied), as this module leaves it; asked in priority order, each given the last one's answer. */
  adjustSaveDifficulty?(ruleset: RulesetDoc, state: CombatState, who: Combatant, difficulty: number): number;
  /** Extension point "in force unseen": true when a condition that lasts only while its holder sees its source
   * stays in force though the source is out of sight (1.275: within `orSourceWithin` of it). */
  keepsInForceUnseen?(ctx: Ctx, holder: Combatant, condition: ActiveCondition, source: Combatant): boolean;
  /** Between fights (sheets call it); no base module needs it yet. */
  onRest?(ruleset: Ctx["ruleset"], rest: string): void;
}

/** A fixed list of modules with their hook lists precomputed: a hook is called thousands of times a fight. */
export class CapabilitySet {
  readonly modules: readonly CapabilityModule[];
  private readonly byId: Map<string, CapabilityModule>;
  private readonly hooked = new Map<keyof CapabilityModule, readonly CapabilityModule[]>();

  constructor(modules: readonly CapabilityModule[]) {
    this.modules = modules;
    this.byId = new Map(modules.map((m) => [m.id, m]));
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
