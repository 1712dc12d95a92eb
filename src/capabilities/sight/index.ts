// Capability package "sight": Senses (granted and added too: 1.180, 1.182), obscurers (light ones too: 1.286), unseen attackers, light and darkness (1.178, 1.291, 1.294).

import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./format.js";
import { sight } from "./sight.js";

export const sightPackage: CapabilityPackage = {
  id: "sight",
  summary:
    "Senses (granted and added too: 1.180, 1.182), obscurers (light ones too: 1.286), unseen attackers, light and darkness (1.178, 1.291, 1.294).",
  requires: ["base"],
  implements: [
    "1.178 combat.senses",
    "1.178 combat.senses[].id",
    "1.178 combat.senses[].label",
    "1.178 combat.senses[].sheet",
    "1.178 combat.senses[].blind",
    "1.178 senses",
    "1.178 zone.obscures",
    "1.178 zone.obscures.pierced",
    "1.178 unseen",
    "1.178 unseen.pierced",
    "1.178 lacks",
    "1.178 combat.sight",
    "1.178 combat.sight.unseenAttacks",
    "1.178 combat.sight.eyes",
    "1.178 seen",
    "1.180 senses",
    "1.182 senses.<sense>.add",
    "1.291 scene",
    "1.294 combat.sight.darkness",
    "1.294 combat.sight.darkness.seeIn",
    "1.294 combat.sight.darkness.pierced",
    "1.294 combat.sight.darkness.carried",
    "1.294 combat.sight.darkness.carried.bright",
    "1.294 combat.sight.darkness.carried.dim",
    "1.294 light",
    "1.294 scene.location",
    // A zone that only lightly obscures: those seen through it or in it are seen as in dim light.
    "1.286 zone.obscures.light",
    // Key-less: `whileSourceInSight` reads the holder's own sight (blindness, fog, darkness, invisibility), and
    // `applies` holds six (the limit itself is the registry's).
    "1.277",
  ],
  format,
  modules: [{ priority: 340, module: sight }],
};
