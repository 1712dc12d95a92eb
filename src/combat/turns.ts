// Rounds and turns: ending one turn, starting the next standing combatant's, and deciding the outcome.
import { active, type Ctx, emit } from "./context.js";
import { fire } from "./hooks.js";
import { modules } from "./registry.js";

/** Sets the outcome when one side has no one standing; returns whether the fight is over. */
export function settleOutcome(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.outcome) return true;
  const all = s.order.map((id) => s.combatants[id]!);
  const party = all.filter((c) => c.side === "party");
  const enemies = all.filter((c) => c.side === "enemies");
  const standing = (c: (typeof all)[number]) => c.status === "standing";
  if (!enemies.some(standing)) s.outcome = "won";
  else if (!party.some(standing)) s.outcome = party.some((c) => c.status === "fled") ? "fled" : "lost";
  if (!s.outcome) return false;
  s.stack = [];
  s.ending = false;
  delete s.turnEnded;
  delete s.between;
  for (const m of modules()) m.onFightEnd?.(ctx);
  emit(ctx, { t: "outcome", outcome: s.outcome, round: s.round });
  return true;
}

/** Ends the active combatant's turn and starts the next turn someone standing takes. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.state;
  const c = active(s);
  if (!s.turnEnded) {
    s.turnEnded = true;
    fire("onTurnEnd", ctx, c);
    // What the end of the turn set going (a zone catching someone) resolves before the turn passes on.
    if (s.stack.length) return;
  }
  if (!s.between) {
    s.between = true;
    emit(ctx, { t: "end-turn", who: c.id });
    if (settleOutcome(ctx)) return;
    // Between this turn and the next (signature actions): their work resolves before the next turn starts.
    fire("onBetweenTurns", ctx, c);
    if (s.stack.length) return;
  }
  delete s.turnEnded;
  delete s.between;
  s.ending = false;
  if (!settleOutcome(ctx)) nextTurn(ctx);
}

/** Moves to the next turn; those not standing get their turn's start (death saves) and are passed over. */
export function nextTurn(ctx: Ctx): void {
  const s = ctx.state;
  for (let guard = 0; guard < s.order.length * 4 + 4; guard++) {
    s.turn++;
    if (s.turn >= s.order.length) {
      s.turn = 0;
      s.round++;
      emit(ctx, { t: "round", round: s.round });
    }
    const c = active(s);
    if (c.status === "dead" || c.status === "fled" || c.status === "stable") continue;
    emit(ctx, { t: "turn", who: c.id, round: s.round });
    fire("onTurnStart", ctx, c);
    if (settleOutcome(ctx)) return;
    if (c.status === "standing") return;
    fire("onTurnEnd", ctx, c);
    emit(ctx, { t: "end-turn", who: c.id });
    if (settleOutcome(ctx)) return;
  }
  throw new Error("no one can take a turn");
}
