// A small class over the pure core: holds the ruleset, the current state and the log so far.

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
  conditionsOf,
  coverBetween,
  defenseOf,
  type MovementAnswer,
  movementOf,
  type SightAnswer,
  settleSheets,
  sightBetween,
} from "./queries/index.js";
import { type CombatSetup, startCombat } from "./setup.js";
import { CombatStateError, checkState } from "./state-check.js";
import type { ChooseResult } from "./step.js";
import type { Choice, CombatState, Option, Outcome, Rejection } from "./types.js";

export interface FightSummary {
  readonly outcome: Outcome | null;
  readonly round: number;
  readonly combatants: {
    id: string;
    side: string;
    hp: number;
    maxHp: number;
    status: string;
    /** An enemy that teleported out of the fight (1.279): neither defeated nor still standing. */
    escaped?: true;
    /** 1.323: felled or reaped on Held Ground, for the story to raise the felled later. */
    felled?: true;
    reaped?: true;
  }[];
}

export class Fight {
  private constructor(
    readonly ruleset: RulesetDoc,
    readonly state: CombatState,
    readonly log: readonly CombatEvent[],
    /** The rejection of the choice that produced this fight object, if it was rejected. */
    readonly rejected?: Rejection,
  ) {}

  static start(ruleset: RulesetDoc, setup: CombatSetup): Fight {
    const step = startCombat(ruleset, setup);
    return new Fight(ruleset, step.state, step.events);
  }

  /**
   * The same fight from a snapshot; the log starts empty. The snapshot is checked against its shape and the
   * ruleset first (a client may have sent it): a CombatStateError with a path refuses it, resuming nothing.
   */
  static resume(ruleset: RulesetDoc, state: CombatState): Fight {
    const problem = checkState(ruleset, state);
    if (problem) throw new CombatStateError(problem.path, problem.code, problem.message);
    // A key-safe private copy: the caller's object can change later without reaching the fight.
    return new Fight(ruleset, copyJson(state), []);
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
    if ("rejected" in r) return new Fight(this.ruleset, this.state, this.log, r.rejected);
    return new Fight(this.ruleset, r.state, [...this.log, ...r.events]);
  }

  /**
   * A new Fight after a step worked out outside `choose` (a package's own call, such as lifting Held Ground); a
   * refused step returns this fight unchanged with `rejected` set.
   */
  after(step: ChooseResult): Fight {
    if ("rejected" in step) return new Fight(this.ruleset, this.state, this.log, step.rejected);
    return new Fight(this.ruleset, step.state, [...this.log, ...step.events]);
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

  /** The conditions a combatant holds, with their source and what is left of them. */
  conditions(id: string): ConditionAnswer[] {
    return conditionsOf(this.ruleset, this.state, id);
  }

  /** Each party sheet as the fight would write it back now (by combatant id). */
  settleSheets(): Record<string, SheetData> {
    return settleSheets(this.ruleset, this.state);
  }

  summary(): FightSummary {
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
          ...(c.left && c.side === "enemies" ? { escaped: true as const } : {}),
          ...(c.felled ? { felled: true as const } : {}),
          ...(c.reaped ? { reaped: true as const } : {}),
        };
      }),
    };
  }
}

/**
 * Extension point "fight methods": what a package adds to `Fight` (its calls outside the choice loop, its queries),
 * by name. The package declares them on `Fight` by declaration merging; the composition root installs them, so the
 * class names no package.
 */
export type FightMethods = Readonly<Record<string, (this: Fight, ...args: never[]) => unknown>>;

export function installFightMethods(all: readonly (FightMethods | undefined)[]): void {
  for (const methods of all)
    for (const [name, method] of Object.entries(methods ?? {})) {
      const had = Object.getOwnPropertyDescriptor(Fight.prototype, name);
      if (had?.value === method) continue;
      // Two packages giving one name, or a package shadowing the class's own method, would be an order no one chose.
      if (had) throw new Error(`Fight already has a method ${JSON.stringify(name)}`);
      Object.defineProperty(Fight.prototype, name, { value: method, writable: true, configurable: true });
    }
}
