// 1.415: an amendment's `maxHeal` makes every entry it amends heal for the maximum (Supreme Healing): the healing
// roll takes every die's highest face, and draws nothing from the generator.
import type { CapabilityModule } from "../../combat/capability.js";
import type { UseDef } from "../../combat/use-def.js";

/** Whether an amendment makes `use` heal for the maximum. */
export function healsMost(use: UseDef): boolean {
  return use.m.kind === "heal" && (use.amendedBy ?? []).some((a) => a.maxHeal === true);
}

export const maxHeal: CapabilityModule = {
  id: "max-heal",
  keys: ["amends[].maxHeal"],
  maximizesHealing: (_ctx, _act, use) => healsMost(use),
};
