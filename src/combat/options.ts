// The menu: every legal choice for whoever must act now (the active combatant, or whoever a window asks).
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { passOption } from "./capabilities/reactions.js";
import { active, readCtx } from "./context.js";
import { openWindowTop, reactionMenu, turnMenu } from "./menu.js";
import type { CombatState, Option } from "./types.js";

/** Who must choose next, or undefined once the fight is over. */
export function whoActs(state: CombatState): string | undefined {
  if (state.outcome) return undefined;
  const top = state.stack.at(-1);
  if (top?.kind === "window" && top.ask.length) return top.ask[0];
  return active(state).id;
}

// States are never changed after a step returns them (choose works on a copy), so a menu is built once per state
// object: the policy, `choose`'s check and any caller asking again share it.
const built = new WeakMap<CombatState, { ruleset: RulesetDoc; menu: readonly Option[] }>();

/** The menu for whoever must act now; empty for anyone else (`who`) or when the fight is over. */
export function options(ruleset: RulesetDoc, state: CombatState, who?: string): Option[] {
  const now = whoActs(state);
  if (now === undefined || (who !== undefined && who !== now)) return [];
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
