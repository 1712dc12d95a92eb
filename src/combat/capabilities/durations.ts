// Conditions a use applies (`applies`), and their durations: instant (until something ends it), rounds counted on
// the holder's or the source's turns at turn start or end, until-save and saveEnds (a save at the end of each of
// the holder's turns), and concentration.

import type { CapabilityModule } from "../capability.js";
import { applyCondition, endCondition } from "../conditions.js";
import { type Ctx, combatant } from "../context.js";
import { rollSaveTotal } from "../saves.js";
import { canSee } from "../seeing.js";
import { saveDifficulty } from "../stats.js";
import type { ActiveCondition, Combatant } from "../types.js";

/** Extension point "saves held back": whether a module keeps `holder` from the save that ends `cond` now. */
export function saveHeldBack(ctx: Ctx, holder: Combatant, cond: ActiveCondition): boolean {
  return ctx.caps.modulesWith("holdsSaveBack").some((m) => m.holdsSaveBack!(ctx, holder, cond));
}

/** Rolls one turn save of `cond` for its holder and settles it: a package may settle it its own way (counted
 * saves, 1.258, through the extension point "turn saves"); otherwise a success ends it. */
export function turnSave(ctx: Ctx, holder: Combatant, cond: ActiveCondition): void {
  if (saveHeldBack(ctx, holder, cond)) return;
  const s = cond.saveEnds!;
  // `seenLean` (1.268): the save leans while its holder can see whoever applied the condition.
  const source = cond.source ? ctx.state.combatants[cond.source] : undefined;
  const lean = s.lean && source && source.status !== "fled" && canSee(ctx, holder, source) ? s.lean : undefined;
  // The save to end it is made against what applied it (1.191: a modifier against that use counts).
  const against = { ...(source ? { source } : {}), ...(cond.by ? { use: cond.by } : {}) };
  const roll = rollSaveTotal(ctx, holder, s.save, s.difficulty, `ends ${cond.id}`, 0, lean, against);
  for (const m of ctx.caps.modulesWith("settleTurnSave"))
    if (m.settleTurnSave!(ctx, holder, cond, roll.success)) return;
  if (roll.success) endCondition(ctx, holder, cond, "save");
}

function tick(ctx: Ctx, who: Combatant, at: "turn-start" | "turn-end"): void {
  for (const id of ctx.state.order) {
    const holder = ctx.state.combatants[id]!;
    for (const cond of [...holder.conditions]) {
      if (cond.remaining === undefined || cond.at !== at) continue;
      const counts = cond.of === "source" ? cond.source === who.id : holder.id === who.id;
      if (!counts) continue;
      cond.remaining--;
      if (cond.remaining <= 0) endCondition(ctx, holder, cond, "duration");
    }
  }
  for (const cond of [...who.conditions]) {
    if (!cond.saveEnds || cond.saveEnds.at !== at || !who.conditions.includes(cond) || who.status !== "standing")
      continue;
    turnSave(ctx, who, cond);
  }
}

export const durations: CapabilityModule = {
  id: "durations",
  keys: ["applies"],
  onHit(ctx, act, use, target, result) {
    if (!result.lands || result.halved || result.spared || !use.m.applies) return;
    const user = combatant(ctx, act.actor);
    const save = use.m.save
      ? { save: use.m.save.save, difficulty: saveDifficulty(ctx.ruleset, ctx.state, user, use) }
      : undefined;
    const keepers = ctx.caps.modulesWith("keepsApplied");
    for (const applied of use.m.applies) {
      // Extension point "applied on a hit": an item may apply a condition only to some, or once a turn (1.187).
      if (!keepers.every((k) => k.keepsApplied!(ctx, act, use, target, applied))) continue;
      applyCondition(ctx, target, applied, {
        source: user,
        by: use.id,
        sustained: !!use.m.concentration,
        ...(save ? { save } : {}),
        why: use.name,
      });
    }
  },
  onTurnStart(ctx, who) {
    tick(ctx, who, "turn-start");
  },
  onTurnEnd(ctx, who) {
    tick(ctx, who, "turn-end");
  },
};
