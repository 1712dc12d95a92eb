// Capability package "max-health": blows that lower their target's health maximum (1.203, 1.235: wraith's Life
// Drain, clay golem's Slam, vampire's Bite, Harm), damage that leaves at least some health, and targets limited to
// those holding a condition.

import "./def.js";
import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { needs } from "../../validate/rules/rule.js";
import { format, type MaxLowered, maxLoweredText } from "./def.js";
import { effectWorth } from "./director.js";
import { lowering, recorder } from "./lower.js";
import { opensWorth } from "./opens.js";
import { state } from "./saved-state.js";

export const maxHealthPackage: CapabilityPackage = {
  id: "max-health",
  summary:
    "Blows that lower the health maximum until a rest or until unsealed, after a save or on every hit, healing their user; damage that leaves at least some health; targets limited to those holding a condition (1.203, 1.235).",
  requires: ["base"],
  implements: [
    "1.203 reducesMax",
    "1.203 reducesMax.save",
    "1.203 reducesMax.difficulty",
    "1.203 reducesMax.lasting",
    "1.203 sealed",
    "1.235 reducesMax",
    "1.235 reducesMax.onFailedSave",
    "1.235 reducesMax.damageType",
    "1.235 reducesMax.heals",
    "1.235 leavesAtLeast",
    "1.235 targetHolds",
    "1.235 targetHolds.conditions",
    "1.235 targetHolds.fromSelf",
  ],
  format: {
    ...format,
    rules: [
      needs("1.203", ["creature.action"], "reducesMax.save", ["reducesMax.difficulty"]),
      needs("1.203", ["creature.action"], "reducesMax.difficulty", ["reducesMax.save"]),
    ],
  },
  state,
  effectWorth: (scene, cand) => effectWorth(scene, cand) + opensWorth(scene, cand),
  // The count opens just before `dealing` (290) deals the hit's damage and is read just after.
  modules: [
    { priority: 285, module: recorder },
    { priority: 293, module: lowering },
  ],
  events: { "max-lowered": ((e, n) => maxLoweredText(e as MaxLowered, n)) as EventText },
};
