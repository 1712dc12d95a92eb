// The working context of one step: the ruleset, a private draft of the state, the generator and the events so far.
import { Rng } from "../random/rng.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { capabilitiesOf } from "./registry.js";
import type { Combatant, CombatState } from "./types.js";

export type { Ctx } from "./capability.js";

import type { Ctx } from "./capability.js";
import type { CombatEvent } from "./events.js";

export function makeCtx(ruleset: RulesetDoc, draft: CombatState): Ctx {
  return { ruleset, state: draft, rng: Rng.fromState(draft.rng), events: [], caps: capabilitiesOf(ruleset) };
}

/** A context for hooks that only read (menus, the director): no generator, no events kept. */
export function readCtx(ruleset: RulesetDoc, state: CombatState): Ctx {
  return { ruleset, state, rng: undefined as unknown as Rng, events: [], caps: capabilitiesOf(ruleset) };
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
