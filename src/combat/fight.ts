// A small class over the pure core: holds the ruleset, the current state and the log so far.
import type { Cell } from "../ruleset/encounter.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { SheetData } from "../ruleset/sheet-data.js";
import { copyJson } from "../validate/plain.js";
import { choose } from "./choose.js";
import { formatEvent } from "./event-text.js";
import type { CombatEvent } from "./events.js";
import { namesFor } from "./names.js";
import { options, whoActs } from "./options.js";
import {
  type ConditionAnswer,
  type CoverAnswer,
  checkOf,
  conditionsOf,
  coverBetween,
  type DistanceAnswer,
  defenseOf,
  distanceBetween,
  effectsOf,
  type MovementAnswer,
  movementOf,
  type RollAnswer,
  type SightAnswer,
  saveOf,
  settleSheets,
  sightBetween,
} from "./queries/index.js";
import { capabilitiesOf } from "./registry.js";
import { type CombatSetup, startCombat } from "./setup.js";
import { CombatStateError, checkState } from "./state-check.js";
import type { ChooseResult } from "./step.js";
import type { Choice, Combatant, CombatState, Option, Outcome, Rejection } from "./types.js";

export interface FightSummary {
  readonly outcome: Outcome | null;
  readonly round: number;
  readonly combatants: {
    id: string;
    side: string;
    hp: number;
    maxHp: number;
    status: string;
    // Marks packages add (extension point "summary marks"); kept declared here so the published type carries them.
    /** An enemy that teleported out of the fight (1.279): neither defeated nor still standing. */
    escaped?: true;
    /** 1.323: felled or reaped on Held Ground, for the story to raise the felled later. */
    felled?: true;
    reaped?: true;
  }[];
}

/** Extension point "summary marks": what a package adds to a combatant's line of `Fight.summary()` (a teleport's
 * `escaped`, Held Ground's `felled` and `reaped`), or undefined. */
export type SummaryMarks = (state: CombatState, who: Combatant) => Readonly<Record<string, true>> | undefined;

export class Fight {
  protected constructor(
    readonly ruleset: RulesetDoc,
    readonly state: CombatState,
    readonly log: readonly CombatEvent[],
    /** The rejection of the choice that produced this fight object, if it was rejected. */
    readonly rejected?: Rejection,
  ) {}

  static start(ruleset: RulesetDoc, setup: CombatSetup): Fight {
    const step = startCombat(ruleset, setup);
    return Fight.of(ruleset, step.state, step.events);
  }

  /** A fight of `ruleset`'s composition: an instance of the class carrying its packages' methods. */
  private static of(ruleset: RulesetDoc, state: CombatState, log: readonly CombatEvent[], rejected?: Rejection): Fight {
    return new (fightClass(ruleset))(ruleset, state, log, rejected);
  }

  /**
   * The same fight from a snapshot; the log starts empty. The snapshot is checked against its shape and the
   * ruleset first (a client may have sent it): a CombatStateError with a path refuses it, resuming nothing.
   */
  static resume(ruleset: RulesetDoc, state: CombatState): Fight {
    const problem = checkState(ruleset, state);
    if (problem) throw new CombatStateError(problem.path, problem.code, problem.message);
    // A key-safe private copy: the caller's object can change later without reaching the fight.
    return Fight.of(ruleset, copyJson(state), []);
  }

  get whoActs(): string | undefined {
    return whoActs(this.state);
  }

  get over(): boolean {
    return this.state.outcome !== null;
  }

  options(who?: string): Option[] {
    return options(this.ruleset, this.state, who);
  }

  /** A new Fight after the choice; a rejected choice returns this fight unchanged with `rejected` set. */
  choose(choice: Choice): Fight {
    const r = choose(this.ruleset, this.state, choice);
    if ("rejected" in r) return Fight.of(this.ruleset, this.state, this.log, r.rejected);
    return Fight.of(this.ruleset, r.state, [...this.log, ...r.events]);
  }

  /**
   * A new Fight after a step worked out outside `choose` (a package's own call, such as lifting Held Ground); a
   * refused step returns this fight unchanged with `rejected` set.
   */
  after(step: ChooseResult): Fight {
    if ("rejected" in step) return Fight.of(this.ruleset, this.state, this.log, step.rejected);
    return Fight.of(this.ruleset, step.state, [...this.log, ...step.events]);
  }

  /** The log as text, one line per event, with the ruleset's names and labels in place of ids. */
  text(): string[] {
    const names = namesFor(this.ruleset, this.state);
    return this.log.map((e) => formatEvent(e, names));
  }

  /** How `viewer` sees `seen`: whether, how well, by which senses, and what stands between them. */
  sight(viewer: string, seen: string): SightAnswer {
    return sightBetween(this.ruleset, this.state, viewer, seen);
  }

  /** The cover `target` has against `attacker`. */
  cover(attacker: string, target: string): CoverAnswer {
    return coverBetween(this.ruleset, this.state, attacker, target);
  }

  /** A combatant's defense now. */
  defense(id: string): number {
    return defenseOf(this.ruleset, this.state, id);
  }

  /** A combatant's speed now and the movement left this turn. */
  movement(id: string): MovementAnswer {
    return movementOf(this.ruleset, this.state, id);
  }

  /** A combatant's save: its bonus and the modifiers in force on its saves. */
  save(id: string, save: string): RollAnswer {
    return saveOf(this.ruleset, this.state, id, save);
  }

  /** A combatant's check: its bonus and the modifiers in force on its checks. */
  check(id: string, check: string): RollAnswer {
    return checkOf(this.ruleset, this.state, id, check);
  }

  /** The named effects in force on a combatant (`incapacitated`, `speed-zero`, …). */
  effects(id: string): string[] {
    return effectsOf(this.ruleset, this.state, id);
  }

  /** How far apart two cells of the board are, in cells and in the ruleset's unit. */
  distance(from: Cell, to: Cell): DistanceAnswer {
    return distanceBetween(this.ruleset, this.state, from, to);
  }

  /** The conditions a combatant holds, with their source and what is left of them. */
  conditions(id: string): ConditionAnswer[] {
    return conditionsOf(this.ruleset, this.state, id);
  }

  /** Each party sheet as the fight would write it back now (by combatant id). */
  settleSheets(): Record<string, SheetData> {
    return settleSheets(this.ruleset, this.state);
  }

  summary(): FightSummary {
    const marks = (capabilitiesOf(this.ruleset) as WithFightMethods).summaryMarks ?? [];
    return {
      outcome: this.state.outcome,
      round: this.state.round,
      combatants: this.state.order.map((id) => {
        const c = this.state.combatants[id]!;
        return {
          id,
          side: c.side,
          hp: c.hp,
          maxHp: c.maxHp,
          status: c.status,
          ...Object.assign({}, ...marks.map((m) => m(this.state, c))),
        };
      }),
    };
  }
}

/**
 * Extension point "fight methods": what a package adds to `Fight` (its calls outside the choice loop, its queries),
 * by name. The package declares them on `Fight` by declaration merging; a fight carries those of the packages its
 * ruleset's composition holds (`WithFightMethods`), on a class made once per composition, so the class names no
 * package and a fight of an engine composed without a package has none of its methods.
 */
export type FightMethod = (this: Fight, ...args: never[]) => unknown;
export type FightMethods = Readonly<Record<string, FightMethod>>;

/** What a composition of packages adds to `Fight` (`ComposedCapabilities`). */
export interface WithFightMethods {
  readonly fightMethods?: ReadonlyMap<string, FightMethod>;
  /** Its packages' marks on a summary's combatants (extension point "summary marks"). */
  readonly summaryMarks?: readonly SummaryMarks[];
}

const classes = new WeakMap<object, typeof Fight>();

function fightClass(ruleset: RulesetDoc): typeof Fight {
  const set = capabilitiesOf(ruleset);
  let made = classes.get(set);
  if (!made) {
    const methods = (set as WithFightMethods).fightMethods;
    made = methods?.size ? class ComposedFight extends Fight {} : Fight;
    for (const [name, method] of methods ?? []) {
      // A package shadowing the class's own method would change what every host calls.
      if (name in Fight.prototype) throw new Error(`Fight already has a method ${JSON.stringify(name)}`);
      Object.defineProperty(made.prototype, name, { value: method, writable: true, configurable: true });
    }
    classes.set(set, made);
  }
  return made;
}
