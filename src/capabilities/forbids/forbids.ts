// A condition's `forbids` (1.179): while its holder has it in force, anything needing one of its components is
// kept off the menu (gagged: no spell with a verbal component).
import type { CapabilityModule } from "../../combat/capability.js";
import { conditionDef, conditionIds } from "../../combat/stats.js";

export const forbids: CapabilityModule = {
  id: "forbids",
  keys: ["forbids"],
  offer(ctx, who, use) {
    const needs = use.m.components;
    if (!needs?.length) return undefined;
    // Conditions it includes count too (a condition that brings gagged with it).
    for (const id of conditionIds(ctx.ruleset, who)) {
      const def = conditionDef(ctx.ruleset, id);
      if (def?.forbids?.components.some((c) => needs.includes(c))) return `forbidden while ${def.label}`;
    }
    return undefined;
  },
};
