// Capability package "amend-damage": amendments that change an entry's damage (1.414: Empowered Evocation's one
// damage roll a use, Potent Cantrip's half damage on a save that would negate it).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { amendDamage } from "./damage.js";
import { type DamageOnce, damageOnceText, format, type HalfOnSave, halfOnSaveText } from "./def.js";
import { effectWorth } from "./director.js";

export const amendDamagePackage: CapabilityPackage = {
  id: "amend-damage",
  summary:
    "Amendments that add a sheet value to one damage roll a use, and keep half the damage on a save that would negate it (1.414).",
  requires: ["base", "amends"],
  implements: ["1.414 amends[].damageOnce", "1.414 amends[].halfOnSave"],
  // After the save (260) and Metamagic's spares (257), before the damage is dealt (290).
  modules: [{ priority: 286, module: amendDamage }],
  format,
  events: {
    "damage-once": ((e, n) => damageOnceText(e as DamageOnce, n)) as EventText,
    "half-on-save": ((e, n) => halfOnSaveText(e as HalfOnSave, n)) as EventText,
  },
  effectWorth,
};
