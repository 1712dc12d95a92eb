// Builds the menu from the capability modules: the turn menu of the active combatant, or the options of
// whoever the open reaction window asks.
import type { Ctx } from "./context.js";
import { modulesWith } from "./registry.js";
import type { Combatant, Option, WindowFrame } from "./types.js";

export function turnMenu(ctx: Ctx, who: Combatant): Option[] {
  const out: Option[] = [];
  for (const m of modulesWith(ctx, "menu")) m.menu!(ctx, who, out);
  return out;
}

/** What `who` may do in a window, not counting letting it pass. */
export function reactionMenu(ctx: Ctx, who: Combatant, window: WindowFrame): Option[] {
  const out: Option[] = [];
  for (const m of modulesWith(ctx, "reactionMenu")) m.reactionMenu!(ctx, who, window, out);
  return out;
}

export function openWindowTop(ctx: Ctx): WindowFrame | undefined {
  const top = ctx.state.stack.at(-1);
  return top?.kind === "window" && top.ask.length ? top : undefined;
}
