// Gaining and losing conditions: the one place both happen, so the log always says why and hooks always run.
import type { AppliedCondition } from "../ruleset/mechanics.js";
import { immuneTo } from "./capabilities/immunity.js";
import { type Ctx, emit } from "./context.js";
import { fire } from "./hooks.js";
import { modulesWith } from "./registry.js";
import type { ActFrame, ActiveCondition, Combatant } from "./types.js";

export interface ApplyFrom {
  readonly source?: Combatant;
  readonly by?: string;
  /** Held up by the source's concentration on `by`. */
  readonly sustained?: boolean;
  /** The save and difficulty of the use, for `until-save` and `saveEnds`. */
  readonly save?: { save: string; difficulty: number };
  readonly why: string;
}

/** Applies a condition; a creature immune to it is unaffected. Returns whether it took hold. */
export function applyCondition(ctx: Ctx, target: Combatant, applied: AppliedCondition, from: ApplyFrom): boolean {
  // One who fled is out of the fight, but what settles when it ends (1.260) still reaches them.
  if (target.status === "dead" || (target.status === "fled" && !ctx.state.outcome)) return false;
  if (immuneTo(ctx.ruleset, ctx.state, target, applied.condition)) return false;
  for (const m of modulesWith(ctx, "blocksCondition"))
    if (m.blocksCondition!(ctx, target, applied.condition, from.source)) return false;
  const cond: ActiveCondition = { id: applied.condition };
  if (from.source) cond.source = from.source.id;
  if (from.by) cond.by = from.by;
  if (from.sustained || applied.duration === "concentration") cond.sustained = true;
  const d = applied.duration;
  if (typeof d === "object") {
    cond.remaining = d.rounds;
    cond.of = d.of ?? "holder";
    cond.at = d.at ?? "turn-end";
    // Counted on the source's turns, the turn it is applied in does not count: `rounds: 1, of: "source"` is
    // "until the end of your next turn".
    const s = ctx.state;
    if (cond.of === "source" && from.source && s.order[s.turn] === from.source.id && cond.at === "turn-end")
      cond.remaining++;
  } else if (d === "until-save" && from.save) {
    cond.saveEnds = { ...from.save, at: "turn-end" };
  }
  if (applied.endsWhen?.length) cond.endsWhen = [...applied.endsWhen];
  if (applied.saveEnds) {
    cond.saveEnds = {
      save: applied.saveEnds.save,
      difficulty: from.save?.difficulty ?? 10,
      at: applied.saveEnds.at ?? "turn-end",
    };
    if (applied.saveEnds.seenLean) cond.saveEnds.lean = applied.saveEnds.seenLean;
  }
  for (const m of modulesWith(ctx, "shapeCondition")) m.shapeCondition!(ctx, target, cond, applied, from.save);
  // The same condition from the same use is refreshed, not stacked: a module may carry over what the one it replaces
  // held (1.189: its stacks).
  const same = target.conditions.findIndex((c) => c.id === cond.id && c.source === cond.source && c.by === cond.by);
  if (same >= 0) {
    const before = target.conditions[same]!;
    for (const m of modulesWith(ctx, "renewCondition")) m.renewCondition!(ctx, target, before, cond);
    target.conditions.splice(same, 1);
  }
  target.conditions.push(cond);
  emit(ctx, { t: "condition", who: target.id, condition: cond.id, source: cond.source, why: from.why });
  fire("onConditionApplied", ctx, target, cond, applied);
  return true;
}

export function endCondition(ctx: Ctx, holder: Combatant, cond: ActiveCondition, why: string): void {
  const i = holder.conditions.indexOf(cond);
  if (i < 0) return;
  holder.conditions.splice(i, 1);
  emit(ctx, { t: "condition-ended", who: holder.id, condition: cond.id, why });
  fire("onConditionEnded", ctx, holder, cond, why);
}

/** Ends every condition matching `test` on every combatant, in turn order. */
export function endConditionsWhere(ctx: Ctx, test: (c: ActiveCondition) => boolean, why: string): void {
  for (const id of ctx.state.order) {
    const holder = ctx.state.combatants[id]!;
    for (const cond of holder.conditions.filter(test)) endCondition(ctx, holder, cond, why);
  }
}

/** The act under way that applies `cond` (its source using its `by`), innermost first: asked while the condition is
 * being applied (`onConditionApplied`), it tells a package what was paid for it (1.424's level, 1.300's steps). */
export function applyingAct(ctx: Ctx, cond: ActiveCondition): ActFrame | undefined {
  for (let i = ctx.state.stack.length - 1; i >= 0; i--) {
    const f = ctx.state.stack[i]!;
    if (f.kind === "act" && f.actor === cond.source && f.use === cond.by) return f;
  }
  return undefined;
}
