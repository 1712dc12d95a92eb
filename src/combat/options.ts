// The menu: every legal choice for whoever must act now (the active combatant, or whoever a window asks).
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { passOption } from "./capabilities/reactions.js";
import { active, readCtx } from "./context.js";
import { openWindowTop, reactionMenu, turnMenu } from "./menu.js";
import { isSealed } from "./sealed.js";
import type { CombatState, Option } from "./types.js";

/** Who must choose next, or undefined once the fight is over. */
export function whoActs(state: CombatState): string | undefined {
  if (state.outcome) return undefined;
  const top = state.stack.at(-1);
  if (top?.kind === "window" && top.ask.length) return top.ask[0];
  return active(state).id;
}

// States the engine returned are never changed again (choose works on a copy, sealed.ts), so their menu is built
// once: the policy, `choose`'s check and any caller asking again share it. A state a caller made or edited is
// asked afresh each time: it may have changed since.
const built = new WeakMap<CombatState, { ruleset: RulesetDoc; menu: readonly Option[] }>();

/** The menu for whoever must act now; empty for anyone else (`who`) or when the fight is over. */
export function options(ruleset: RulesetDoc, state: CombatState, who?: string): Option[] {
  const now = whoActs(state);
  if (now === undefined || (who !== undefined && who !== now)) return [];
  if (!isSealed(state)) return buildMenu(ruleset, state, now);
  const seen = built.get(state);
  if (seen?.ruleset === ruleset) return [...seen.menu];
  const menu = buildMenu(ruleset, state, now);
  built.set(state, { ruleset, menu });
  return [...menu];
}

function buildMenu(ruleset: RulesetDoc, state: CombatState, now: string): Option[] {
  // Menu hooks only read: the state is not copied, and the generator is never drawn from.
  const ctx = readCtx(ruleset, state);
  const c = state.combatants[now]!;
  const window = openWindowTop(ctx);
  if (window) return [...reactionMenu(ctx, c, window), passOption(c.id, window.moment)];
  return turnMenu(ctx, c);
}
