// Reaction windows: one mechanism for every moment. A window asks, in turn order, everyone who has something
// to do at that moment; the act or walk that opened it waits beneath it on the stack.
import { type Ctx, emit } from "./context.js";
import { reactionMenu } from "./menu.js";
import type { Moment, WindowFrame } from "./types.js";

/** Opens a window asking `askers` (in turn order); returns false when none of them has anything to do. */
export function openWindow(
  ctx: Ctx,
  moment: Moment,
  subject: string,
  about: string | undefined,
  askers: readonly string[],
  extra: Partial<WindowFrame> = {},
): boolean {
  const frame: WindowFrame = { kind: "window", moment, subject, ask: [], ...extra };
  if (about !== undefined) frame.about = about;
  const order = ctx.state.order;
  // Extension point "window askers": those who answer for someone else (1.250).
  const more = ctx.caps.modulesWith("moreAskers").flatMap((m) => m.moreAskers!(ctx, frame));
  const sorted = [...new Set([...askers, ...more])].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  frame.ask = sorted.filter((id) => reactionMenu(ctx, ctx.state.combatants[id]!, frame).length > 0);
  if (!frame.ask.length) return false;
  ctx.state.stack.push(frame);
  emit(ctx, { t: "window", moment, subject, ...(about !== undefined ? { about } : {}), ask: [...frame.ask] });
  return true;
}
