// Runs the stack of pending work until someone must choose: acts and walks step on, windows wait for answers,
// and once nothing is pending an ended turn hands over to the next.
import { stepMove } from "./capabilities/movement.js";
import type { Ctx } from "./context.js";
import { fire } from "./hooks.js";
import { reactionMenu } from "./menu.js";
import { stepAct } from "./resolve.js";
import { endTurn, nextTurn, settleOutcome } from "./turns.js";

const MAX_STEPS = 100_000;

export function run(ctx: Ctx): void {
  const s = ctx.state;
  for (let n = 0; n < MAX_STEPS; n++) {
    if (settleOutcome(ctx)) return;
    const top = s.stack.at(-1);
    if (!top) {
      // Whatever was being done is over (extension point "settled": a wind disperses a fog it now reaches).
      fire("onSettled", ctx);
      if (s.stack.length) continue;
      // A lair action between turns is done: carry on to the next turn.
      if (s.place) {
        nextTurn(ctx);
        continue;
      }
      if (!s.ending) return;
      endTurn(ctx);
      continue;
    }
    if (top.kind === "window") {
      // Someone may have lost the means to answer (fell, spent the reaction) since the window opened.
      while (top.ask.length && reactionMenu(ctx, s.combatants[top.ask[0]!]!, top).length === 0) top.ask.shift();
      if (top.ask.length) return;
      s.stack.pop();
      fire("onWindowClosed", ctx, top);
      continue;
    }
    const done = top.kind === "act" ? stepAct(ctx, top) : stepMove(ctx, top);
    if (done) {
      const i = s.stack.indexOf(top);
      if (i >= 0) s.stack.splice(i, 1);
    }
  }
  throw new Error("a combat step did not settle");
}
