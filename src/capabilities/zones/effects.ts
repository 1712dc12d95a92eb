// What a zone does beyond its entry's effect (1.174): breaking the concentration of those it catches, and ending
// once it has dealt its `damageCap` in total (from its catches and its ground alike).
import { endConcentration } from "../../combat/capabilities/concentration.js";
import type { Ctx } from "../../combat/context.js";
import { rollSave } from "../../combat/saves.js";
import { saveDifficulty } from "../../combat/stats.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { ZoneState } from "./state.js";

declare module "./state.js" {
  interface ZoneState {
    /** 1.174: damage dealt by its catches and its ground since it appeared. */
    dealt?: number;
  }
}

/** Before the entry's effect: a concentrating creature caught saves (the ruleset's save, the entry's difficulty). */
export function breakConcentration(ctx: Ctx, zone: ZoneState, use: UseDef, t: Combatant): void {
  const rule = ctx.ruleset.combat?.concentration;
  if (!use.m.zone?.breaksConcentration || !use.m.save || !rule || !t.concentration) return;
  const dc = saveDifficulty(ctx.ruleset, ctx.state, ctx.state.combatants[zone.by]!, use);
  if (!rollSave(ctx, t, rule.save, dc, `${zone.name}: concentration`)) endConcentration(ctx, t, "failed save");
}

/** Adds damage a zone dealt; returns whether it has now dealt its `damageCap`. */
export function addDealt(zone: ZoneState, use: UseDef, amount: number): boolean {
  zone.dealt = (zone.dealt ?? 0) + amount;
  const cap = use.m.zone?.damageCap;
  return cap !== undefined && zone.dealt >= cap;
}

/** The zone a repeat act belongs to, if it is one. */
export function zoneOfAct(ctx: Ctx, act: ActFrame): ZoneState | undefined {
  if (!act.echo) return undefined;
  return ctx.state.zones?.find((z) => z.by === act.actor && z.use === act.use);
}
