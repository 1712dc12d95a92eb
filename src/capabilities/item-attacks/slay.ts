// 1.187 `slay`: a hit that leaves its target with no more than `healthAtMost` (health read after the strike's damage)
// kills it outright, on a critical hit only with `when: "critical"`, sparing targets passing `not` and those immune
// to a damage type of `immuneTo`, and those who make the `save` when there is one. It takes effect only while the
// item has the `charges` it spends, and spends them when it does (nine lives stealer, vorpal sword).
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { die } from "../../combat/damage.js";
import { rollSaveTotal } from "../../combat/saves.js";
import { creatureOf } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import type { Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { chargesLeft, spendCharges } from "./charges.js";
import type { SlayDef } from "./def.js";
import { weaponOf } from "./weapon.js";

/** Whether a damage type of `types` does nothing to `target` (its stat block's immunities). */
function immuneToAny(ctx: Ctx, target: Combatant, types: readonly string[]): boolean {
  const immune = creatureOf(ctx.ruleset, target)?.immune ?? [];
  return immune.includes("all") || types.some((t) => immune.includes(t));
}

/** Whether `slay` can take effect on `target` now, before any save. */
function applies(ctx: Ctx, wielder: Combatant, use: UseDef, s: SlayDef, target: Combatant, critical: boolean): boolean {
  if (s.when === "critical" && !critical) return false;
  if (s.not && passesTest(ctx.ruleset, target, s.not)) return false;
  if (s.immuneTo && immuneToAny(ctx, target, s.immuneTo)) return false;
  if (s.healthAtMost !== undefined && target.hp > s.healthAtMost) return false;
  return s.charges === undefined || chargesLeft(ctx, wielder, use) >= s.charges;
}

export const slay: CapabilityModule = {
  id: "slay",
  keys: ["slay"],
  onHit(ctx, act, use, target, result) {
    if (!result.lands || result.spared || target.status === "dead" || target.status === "fled") return;
    const wielder = combatant(ctx, act.actor);
    for (const s of weaponOf(ctx, use)?.slay ?? []) {
      if (!applies(ctx, wielder, use, s, target, !!result.critical)) continue;
      if (s.save) {
        const against = { source: wielder, use: use.id };
        const roll = rollSaveTotal(ctx, target, s.save.save, s.save.difficulty, use.name, 0, undefined, against);
        if (roll.success) continue;
      }
      if (s.charges !== undefined) spendCharges(ctx, wielder, use, s.charges);
      target.hp = 0;
      target.temp = 0;
      emit(ctx, { t: "slain", who: target.id, by: wielder.id, item: use.name });
      die(ctx, target);
      return;
    }
  },
};
