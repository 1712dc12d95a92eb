// Saves (`save`): each target rolls against the use's difficulty; a success takes half (`onSuccess: "half"`)
// or nothing. On a creature's action (1.184) `onSuccess: "none"` keeps the damage and spares only what the
// action applies: a success is `spared`, after an attack's hit as well (a dragon turtle's Tail).

import { coverBonus, coverOf } from "../board/cover.js";
import type { CapabilityModule } from "../capability.js";
import { type Ctx, combatant } from "../context.js";
import { rollSave } from "../saves.js";
import { saveDifficulty } from "../stats.js";
import type { ActFrame, Combatant } from "../types.js";
import type { UseDef } from "../uses.js";

/** A creature's action whose save spares only its conditions (1.184). */
export function sparesOnly(use: UseDef): boolean {
  return use.origin === "creature" && use.m.save?.onSuccess === "none";
}

/** The target's save against a use: true on a success. */
export function savedAgainst(ctx: Ctx, act: ActFrame, use: UseDef, target: Combatant): boolean {
  const s = use.m.save!;
  const user = combatant(ctx, act.actor);
  const dc = saveDifficulty(ctx.ruleset, ctx.state, user, use);
  // Cover counts against dex saves, from an area's point or else from the user.
  const from = act.at ?? user.at;
  const dex = ctx.ruleset.sheet.saves?.find((x) => x.id === s.save)?.ability === "dex";
  const bonus = dex && from ? coverBonus(coverOf(ctx.state, from, target, act.at ? undefined : user)) : 0;
  return rollSave(ctx, target, s.save, dc, use.name, bonus, { source: user, use: use.id });
}

export const save: CapabilityModule = {
  id: "save",
  keys: ["save"],
  decide(ctx, act, use, target) {
    const s = use.m.save;
    if (!s) return undefined;
    if (!savedAgainst(ctx, act, use, target)) return { lands: true };
    if (sparesOnly(use)) return { lands: true, spared: true };
    return s.onSuccess === "half" ? { lands: true, halved: true } : { lands: false };
  },
};
