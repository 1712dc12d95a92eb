// A small class over the pure core: holds the ruleset, the current state and the log so far.
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { choose } from "./choose.js";
import { type CombatEvent, formatEvent } from "./events.js";
import type { HeldGroundRelease } from "./held-ground/def.js";
import { rulesetReleaseHeldGround } from "./held-ground/release.js";
import { namesFor } from "./names.js";
import { options, whoActs } from "./options.js";
import { type CombatSetup, startCombat } from "./setup.js";
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

  /** The same fight from a snapshot; the log starts empty. */
  static resume(ruleset: RulesetDoc, state: CombatState): Fight {
    return new Fight(ruleset, structuredClone(state), []);
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

  /** 1.330: a new Fight with Held Ground lifted; a refused release returns this fight unchanged with `rejected` set. */
  releaseHeldGround(release: HeldGroundRelease): Fight {
    const r = rulesetReleaseHeldGround(this.ruleset, this.state, release);
    if ("rejected" in r) return new Fight(this.ruleset, this.state, this.log, r.rejected);
    return new Fight(this.ruleset, r.state, [...this.log, ...r.events]);
  }

  /** The log as text, one line per event, with the ruleset's names and labels in place of ids. */
  text(): string[] {
    const names = namesFor(this.ruleset, this.state);
    return this.log.map((e) => formatEvent(e, names));
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
