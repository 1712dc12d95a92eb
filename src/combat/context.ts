// The working context of one step: the ruleset, a private draft of the state, the generator and the events so far.
import { Rng } from "../random/rng.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import type { CombatEvent } from "./events.js";
import type { Combatant, CombatState } from "./types.js";

export interface Ctx {
  readonly ruleset: RulesetDoc;
  /** A draft the step may change freely: never the caller's object. */
  readonly state: CombatState;
  readonly rng: Rng;
  readonly events: CombatEvent[];
}

export function makeCtx(ruleset: RulesetDoc, draft: CombatState): Ctx {
  return { ruleset, state: draft, rng: Rng.fromState(draft.rng), events: [] };
}

export function emit(ctx: Ctx, event: CombatEvent): void {
  ctx.events.push(event);
}

export function combatant(ctx: { state: CombatState }, id: string): Combatant {
  const c = ctx.state.combatants[id];
  if (!c) throw new Error(`no combatant ${JSON.stringify(id)}`);
  return c;
}

/** The combatant whose turn it is. */
export function active(state: CombatState): Combatant {
  return state.combatants[state.order[state.turn]!]!;
}

export function isStanding(c: Combatant): boolean {
  return c.status === "standing";
}

export function enemiesOf(state: CombatState, c: Combatant): Combatant[] {
  return state.order.map((id) => state.combatants[id]!).filter((o) => o.side !== c.side);
}

export function alliesOf(state: CombatState, c: Combatant): Combatant[] {
  return state.order.map((id) => state.combatants[id]!).filter((o) => o.side === c.side);
}
