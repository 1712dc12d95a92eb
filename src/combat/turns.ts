// Rounds and turns: ending one turn, starting the next standing combatant's, and deciding the outcome.
import { ENGINE_LIMITS } from "../registry/limits.js";
import { active, type Ctx, emit } from "./context.js";
import { fire } from "./hooks.js";
import { modulesWith } from "./registry.js";

/** Sets the outcome when one side has no one standing; returns whether the fight is over. */
export function settleOutcome(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.outcome) return true;
  const all = s.order.map((id) => s.combatants[id]!);
  const party = all.filter((c) => c.side === "party");
  const enemies = all.filter((c) => c.side === "enemies");
  // Extension point "still in the fight": someone away for a while (banished, 1.236) still counts for their side.
  const away = modulesWith(ctx, "keepsInFight");
  const standing = (c: (typeof all)[number]) => c.status === "standing" || away.some((m) => m.keepsInFight!(ctx, c));
  if (!enemies.some(standing)) s.outcome = "won";
  else if (!party.some(standing)) s.outcome = party.some((c) => c.status === "fled") ? "fled" : "lost";
  if (!s.outcome) return false;
  finish(ctx);
  return true;
}

/** The fight has its outcome: pending work is dropped, modules tidy up, and the outcome is logged. */
function finish(ctx: Ctx): void {
  const s = ctx.state;
  s.stack = [];
  s.ending = false;
  delete s.turnEnded;
  delete s.between;
  delete s.place;
  for (const m of ctx.caps.modules) m.onFightEnd?.(ctx);
  emit(ctx, { t: "outcome", outcome: s.outcome!, round: s.round });
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

/** Whether a module left work at a place in the order (a lair action's window); `run` resumes `nextTurn` then. */
function atPlace(ctx: Ctx, round: number, at: number): boolean {
  for (const m of modulesWith(ctx, "atPlace")) if (m.atPlace!(ctx, round, at)) return true;
  return false;
}

/**
 * Moves to the next turn; those not standing get their turn's start (death saves) and are passed over. Each
 * place between two turns (and after a round's last turn, and before its first) is visited on the way, so
 * what happens there (lair actions) happens before the next turn starts; it is resumed there after a window.
 */
export function nextTurn(ctx: Ctx): void {
  const s = ctx.state;
  for (let guard = 0; guard < s.order.length * 8 + 8; guard++) {
    s.place ??= { round: s.round, at: s.turn + 1 };
    const b = s.place;
    // Round 0 only sets the fight going: nothing happens after its (missing) last turn.
    if (b.round > 0 && atPlace(ctx, b.round, b.at)) return;
    delete s.place;
    if (b.at >= s.order.length) {
      // A fight that outlasts its round cap ends with an outcome of its own, so no fight runs forever.
      if (s.round >= (s.roundCap ?? ENGINE_LIMITS.roundCap)) {
        s.outcome = "stalemate";
        finish(ctx);
        return;
      }
      // The active combatant stays the last one until the next round's first turn begins.
      s.round++;
      emit(ctx, { t: "round", round: s.round });
      s.place = { round: s.round, at: 0 };
      continue;
    }
    s.turn = b.at;
    const c = active(s);
    // Extension point "turns while away": someone out of the fight who still takes turns (1.313).
    const away = () => c.status === "fled" && modulesWith(ctx, "takesTurnAway").some((m) => m.takesTurnAway!(ctx, c));
    if (c.status === "dead" || c.status === "stable" || (c.status === "fled" && !away())) continue;
    emit(ctx, { t: "turn", who: c.id, round: s.round });
    fire("onTurnStart", ctx, c);
    if (settleOutcome(ctx)) return;
    if (c.status === "standing" || away()) return;
    fire("onTurnEnd", ctx, c);
    emit(ctx, { t: "end-turn", who: c.id });
    if (settleOutcome(ctx)) return;
  }
  throw new Error("no one can take a turn");
}
