// Weapons conjured into the hand (1.306, 1.308): using a conjuring entry for one weapon puts it into its user's
// hand (or binds a held one) until the fight ends, replacing the one before; it can be dismissed from the menu
// without spending anything, and vanishes when its conjurer dies. Its strike is built in conjured.ts.
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant, emit } from "../../combat/context.js";
import { findEntry } from "../../combat/entries.js";
import type { Combatant } from "../../combat/types.js";
import { conjureUses, withConjured } from "./conjured.js";

const nameOf = (ctx: Ctx, item: string) => findEntry(ctx.ruleset, item)?.name ?? item;

function vanish(ctx: Ctx, who: Combatant, what: "dismiss" | "vanish"): void {
  const held = who.conjured;
  if (!held) return;
  delete who.conjured;
  emit(ctx, { t: "conjure", who: who.id, what, item: held.item, name: nameOf(ctx, held.item) });
}

export const conjure: CapabilityModule = {
  id: "conjure",
  keys: ["conjures", "conjures.items", "conjures.proficient", "conjures.qualities", "conjures.binds.tags"],
  entryUses(ruleset, sheet, use, entry) {
    const conjures = entry.mechanics?.conjures;
    return conjures ? conjureUses(ruleset, sheet, use, conjures) : undefined;
  },
  // The weapon in hand is the one use that comes and goes during a fight (1.306).
  moreUses(ruleset, state, who, uses) {
    const sheet = state.sheets[who.id];
    return sheet && !who.creature && who.conjured ? withConjured(ruleset, sheet, uses, who.conjured) : uses;
  },
  onUse(ctx, act, use) {
    const c = use.conjure;
    if (!c) return;
    const who = combatant(ctx, act.actor);
    const before = who.conjured;
    who.conjured = { by: c.by, item: c.item, ...(c.bind ? { bound: true as const } : {}) };
    emit(ctx, {
      t: "conjure",
      who: who.id,
      what: c.bind ? "bind" : "conjure",
      item: c.item,
      name: nameOf(ctx, c.item),
      ...(before ? { replaced: before.item } : {}),
    });
  },
  menu(ctx, who, out) {
    if (!who.conjured) return;
    out.push({
      id: "dismiss",
      module: "conjure",
      kind: "standard",
      label: `Dismiss ${nameOf(ctx, who.conjured.item)}`,
      who: who.id,
    });
  },
  take(ctx, who) {
    vanish(ctx, combatant(ctx, who.id), "dismiss");
  },
  onDamage(ctx, target) {
    if (target.status === "dead") vanish(ctx, target, "vanish");
  },
  // Death saves are rolled at turn start (dying runs first): a conjurer who died there loses the weapon too.
  onTurnStart(ctx, who) {
    if (who.status === "dead") vanish(ctx, who, "vanish");
  },
};
