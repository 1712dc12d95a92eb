// Concentration (`concentration`): one use at a time; a save on taking damage (difficulty the larger of
// `combat.concentration.min` and half the damage); falling or being incapacitated ends it; ending it ends
// every condition it holds up.
import type { CapabilityModule } from "../capability.js";
import { endConditionsWhere } from "../conditions.js";
import { type Ctx, emit } from "../context.js";
import { fire } from "../hooks.js";
import { rollSave } from "../saves.js";
import { incapacitated } from "../stats.js";
import type { Combatant } from "../types.js";

export function endConcentration(ctx: Ctx, who: Combatant, why: string): void {
  const held = who.concentration;
  if (!held) return;
  who.concentration = null;
  emit(ctx, { t: "concentration", who: who.id, use: held.use, what: "end", why });
  endConditionsWhere(ctx, (c) => !!c.sustained && c.source === who.id && c.by === held.use, "concentration ended");
  fire("onConcentrationEnded", ctx, who, held, why);
}

export const concentration: CapabilityModule = {
  id: "concentration",
  keys: ["concentration"],
  onUse(ctx, act, use) {
    if (!use.m.concentration) return;
    const who = ctx.state.combatants[act.actor]!;
    endConcentration(ctx, who, "replaced");
    who.concentration = { use: use.id, name: use.name };
    emit(ctx, { t: "concentration", who: who.id, use: use.id, what: "start" });
  },
  onDamage(ctx, target, damage) {
    if (!target.concentration || damage.amount <= 0) return;
    if (target.status !== "standing") return endConcentration(ctx, target, "fell");
    const rule = ctx.ruleset.combat?.concentration;
    if (!rule) return;
    const dc = Math.max(rule.min, Math.floor(damage.amount / 2));
    if (!rollSave(ctx, target, rule.save, dc, "concentration")) endConcentration(ctx, target, "failed save");
  },
  onConditionApplied(ctx, who) {
    if (who.concentration && incapacitated(ctx.ruleset, who)) endConcentration(ctx, who, "incapacitated");
  },
};
