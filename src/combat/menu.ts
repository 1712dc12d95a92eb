// Builds the menu from the capability modules: the turn menu of the active combatant, or the options of
// whoever the open reaction window asks.
import type { Ctx } from "./context.js";
import { modulesWith } from "./registry.js";
import type { Combatant, Option, Rejection, WindowFrame } from "./types.js";

export function turnMenu(ctx: Ctx, who: Combatant): Option[] {
  const listed = unlimitedMenu(ctx, who);
  if (!modulesWith(ctx, "limitOption").length) return listed;
  const out: Option[] = [];
  for (const o of listed) {
    const limited = limitOption(ctx, who, o);
    if (limited.option) out.push(limited.option);
  }
  return out;
}

/** The turn menu as the modules list it, before any module limits it (extension point "menu limits"). */
export function unlimitedMenu(ctx: Ctx, who: Combatant): Option[] {
  const out: Option[] = [];
  for (const m of modulesWith(ctx, "menu")) m.menu!(ctx, who, out);
  return out;
}

/** An option as the limiting modules leave it (none: withheld), replaced by each in turn, with the last reason. */
function limitOption(ctx: Ctx, who: Combatant, option: Option): { option?: Option; why?: Rejection } {
  let now = option;
  let why: Rejection | undefined;
  for (const m of modulesWith(ctx, "limitOption")) {
    const said = m.limitOption!(ctx, who, now);
    if (!said) continue;
    if (!said.option) return { why: said.why };
    now = said.option;
    why = said.why;
  }
  return why ? { option: now, why } : { option: now };
}

/** The option with this id as the modules list it for `who`'s turn, and why the limits withheld or changed it. */
export function limited(
  ctx: Ctx,
  who: Combatant,
  id: string,
): { listed: Option; option?: Option; why: Rejection } | undefined {
  for (const o of unlimitedMenu(ctx, who)) {
    if (o.id !== id) continue;
    const l = limitOption(ctx, who, o);
    return l.why ? { listed: o, ...(l.option ? { option: l.option } : {}), why: l.why } : undefined;
  }
  return undefined;
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
