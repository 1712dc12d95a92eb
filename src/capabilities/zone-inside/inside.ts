// A zone's `inside` (1.179): the conditions it puts on whoever stands in it, taken back as they leave or as it
// ends, and the damage types they are immune to while there (the core's "damage immunities" extension point).

import { applyCondition, endCondition } from "../../combat/conditions.js";
import type { Ctx } from "../../combat/context.js";
import type { Combatant } from "../../combat/types.js";
import { standsIn, zoneKey, zonesWith } from "./where.js";

/** Applying and taking back set hooks going, which refresh again: the inner refreshes wait for the outer one. */
let refreshing = false;

/** Brings every condition a zone keeps on those inside in line with who stands where now. */
export function refreshInside(ctx: Ctx): void {
  if (refreshing) return;
  refreshing = true;
  try {
    const zones = zonesWith(ctx, (u) => !!u.m.zone?.inside?.conditions?.length);
    const standing = new Set((ctx.state.zones ?? []).map(zoneKey));
    for (const id of ctx.state.order) {
      const t = ctx.state.combatants[id]!;
      const wanted = new Map<string, string>();
      for (const here of zones) {
        if (!standsIn(ctx, here, t)) continue;
        for (const c of here.use.m.zone!.inside!.conditions!) wanted.set(`${zoneKey(here.zone)}|${c}`, here.zone.name);
      }
      for (const cond of t.conditions.filter((c) => c.inZone)) {
        const key = `${cond.inZone}|${cond.id}`;
        if (wanted.has(key)) wanted.delete(key);
        else endCondition(ctx, t, cond, standing.has(cond.inZone!) ? "left the zone" : "zone ended");
      }
      for (const [key, name] of wanted) {
        const [by, use, condition] = key.split("|") as [string, string, string];
        const source = ctx.state.combatants[by];
        // Applied as any condition is (immunities and blockers keep it off), then marked as the zone's.
        if (!applyCondition(ctx, t, { condition, duration: "instant" }, { source, by: use, why: name })) continue;
        const cond = t.conditions.find((c) => c.id === condition && c.by === use && c.source === by && !c.inZone);
        if (cond) cond.inZone = `${by}|${use}`;
      }
    }
  } finally {
    refreshing = false;
  }
}

/** Whether `t` stands in a zone that makes it immune to `type`. */
export function immuneInside(ctx: Ctx, t: Combatant, type: string): boolean {
  return zonesWith(ctx, (u) => !!u.m.zone?.inside?.immune?.includes(type)).some((here) => standsIn(ctx, here, t));
}
