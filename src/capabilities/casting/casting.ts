// Spellcasting creatures (1.181) and legendary spellcasting (1.284). A creature's `spellcasting` spells are uses
// built in uses.ts (with its components and innate uses), read with its numbers (stats.ts), its fields
// (source.ts) and paid from the slots it starts with (setup.ts). A signature action that writes `casting` does
// nothing else: between turns it offers each spell its user could cast on its own turn with the action's
// budget, "Cast a Spell: <spell>", aimed, paid and resolved as on that turn; signature.ts takes it for points.

import { lentUseOption } from "../../combat/capabilities/acting.js";
import { budgetFor } from "../../combat/capabilities/budgets.js";
import type { CapabilityModule } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { rules } from "../../combat/rules.js";
import type { Combatant, Option } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import { spellcastingUses } from "./spells.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.284: a signature action that casts one of its user's spells; `cantripsOnly` offers only cantrips. */
    readonly casting?: { readonly cantripsOnly?: boolean };
  }
}

/** What a casting option's label starts with. */
export const CAST_A_SPELL = "Cast a Spell";

/** A use another module offers in its own shape may be cast in that shape when that module shapes it lent
 * (extension point "lent uses": a teleport's landing cells). */
const lendable = (ctx: Ctx, u: UseDef): boolean => ctx.caps.modulesWith("lentOption").some((m) => m.id === u.offeredBy);

/** A cantrip: a spell paid from no pool (no `cost`, no innate uses). */
const isCantrip = (spell: UseDef): boolean => spell.m.cost === undefined && spell.uses === undefined;

/** The spells a `casting` action may cast: catalog entries taken on the action's budget (the main one when it
 * names none), never a reaction. */
export function castable(ctx: Ctx, who: Combatant, casting: UseDef): UseDef[] {
  const budget = casting.m.budget ?? rules(ctx.ruleset).main;
  const cantripsOnly = casting.m.casting?.cantripsOnly === true;
  return usesOf(ctx.ruleset, ctx.state, who).filter(
    (u) =>
      u.origin === "entry" &&
      !u.m.reaction &&
      u.m.kind !== "rider" &&
      (!u.offeredBy || lendable(ctx, u)) &&
      budgetFor(ctx, u) === budget &&
      (!cantripsOnly || isCantrip(u)),
  );
}

/** The between-turns options of a `casting` action: one per spell that can be cast now, on a lent budget. */
export function castingOptions(ctx: Ctx, who: Combatant, casting: UseDef): Option[] {
  const out: Option[] = [];
  for (const spell of castable(ctx, who, casting)) {
    const id = `signature:${casting.id}:${spell.id}`;
    // A spell another package shapes (a teleport's landing cells) is offered in that shape, on the lent budget.
    const option = lentUseOption(ctx, who, spell, { id, module: "signature", moment: "between-turns" });
    if (option)
      out.push({
        ...option,
        id,
        module: "signature",
        moment: "between-turns",
        label: `${CAST_A_SPELL}: ${spell.name}`,
        via: casting.id,
      });
  }
  return out;
}

/** Owns the keys; the work is done where uses are built and where signature actions are bought. */
export const casting: CapabilityModule = {
  id: "casting",
  keys: ["spellcasting", "casting"],
  creatureUses: spellcastingUses,
  // 1.284: a signature action that casts offers its user's spells (signature's own extension point).
  signatureOptions: (ctx, who, use) => (use.m.casting ? castingOptions(ctx, who, use) : undefined),
  // 1.181: the spell slots its spellcasting starts each fight with.
  setupCombatant(_ruleset, who, { creature }) {
    if (creature?.spellcasting?.pools) Object.assign(who.pools, creature.spellcasting.pools);
  },
};
