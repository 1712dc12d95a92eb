// Health sealed until a rest (1.193): the health an item attack with `healedOnlyByRest` takes, or a condition's harm
// with it (a sword of wounding's wounds), comes off the maximum healing can reach, as the sheet keeps it (its
// `sealed` part: the maximum in force is the maximum less what is sealed). The fight keeps it with what it lowered
// (the max-health package's `lowered.rest`), written to the sheet's `sealed` when the fight settles, where any rest
// gives it back. Unlike a lowered maximum (1.203), health sealed down to nothing is not death: the holder fell to 0
// by the damage itself, and lies there as anyone dropped to 0 does.
import type { CapabilityModule, DamageCause } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { findEntry } from "../../combat/entries.js";
import { conditionDef } from "../../combat/stats.js";
import type { Combatant } from "../../combat/types.js";
import type { ItemDef } from "../../ruleset/catalog.js";
import "../max-health/lower.js";
import "./def.js";

/** The name of what dealt damage that only a rest gives back, or none. */
function sealedBy(ctx: Ctx, cause: DamageCause | undefined): string | undefined {
  const use = cause?.use;
  if (use?.origin === "item-attack") {
    const item = findEntry(ctx.ruleset, use.id) as ItemDef | undefined;
    if (item?.attack?.healedOnlyByRest) return item.name;
  }
  const cond = cause?.condition;
  if (cond) {
    const def = conditionDef(ctx.ruleset, cond.id) as { label: string; harms?: { healedOnlyByRest?: boolean } };
    if (def?.harms?.healedOnlyByRest) return def.label;
  }
  return undefined;
}

/** Seals `amount` of `who`'s health: healing stops that much lower, until a rest. */
export function sealHealth(ctx: Ctx, who: Combatant, amount: number, source: string, by: string): void {
  const sealed = Math.min(amount, who.maxHp - who.hp);
  if (sealed <= 0) return;
  who.maxHp -= sealed;
  who.lowered = { ...who.lowered, rest: (who.lowered?.rest ?? 0) + sealed };
  emit(ctx, { t: "health-sealed", who: who.id, source, by, amount: sealed, max: who.maxHp });
}

export const sealing: CapabilityModule = {
  id: "sealing",
  keys: ["healedOnlyByRest", "harms.healedOnlyByRest"],
  onDamage(ctx, target, damage) {
    if (damage.fromHealth <= 0 || target.status === "dead") return;
    const by = sealedBy(ctx, damage.cause);
    if (by !== undefined) sealHealth(ctx, target, damage.fromHealth, damage.source, by);
  },
};
