// Capability package "zones": Lasting zones that catch whoever enters, starts or ends a turn in them (1.172), with their concentration effects (1.174).

import "./text.js";
import "./query.js";
import "./option.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./format.js";
import { fightMethods } from "./query.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";
import { zones } from "./zones.js";

export const zonesPackage: CapabilityPackage = {
  id: "zones",
  summary:
    "Lasting zones that catch whoever enters, starts or ends a turn in them (1.172), with their concentration effects (1.174).",
  requires: ["base"],
  implements: [
    "1.172 zone",
    "1.172 zone.rounds",
    "1.172 zone.anchor",
    "1.172 zone.triggers",
    "1.172 zone.atCast",
    "1.174 zone.breaksConcentration",
    "1.174 zone.damageCap",
    "1.175 zone.whileHeld",
    "1.175 zone.whileHeld.condition",
    "1.175 zone.whileHeld.amount",
    "1.175 zone.whileHeld.damageType",
    // A line or cone carried by its caster, pointing the way it was cast.
    '1.182 zone.anchor: "caster"',
    // On an item's use (a spell scroll of Cloudkill), as on an entry.
    "1.174 zone",
  ],
  events,
  fight: fightMethods,
  state,
  format,
  modules: [{ priority: 390, module: zones }],
};
