// Capability package "immunity-from": condition immunities that hold only against some appliers (1.191: Protection
// from Evil and Good).

import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { immunityFrom } from "./blocks.js";
import { blockedText, type ConditionBlocked, format } from "./def.js";

export const immunityFromPackage: CapabilityPackage = {
  id: "immunity-from",
  summary: "Conditions a held condition keeps off only when a creature of the named types applies them (1.191).",
  requires: ["base"],
  implements: [
    "1.191 conditionImmunitiesFrom",
    "1.191 conditionImmunitiesFrom.conditions",
    "1.191 conditionImmunitiesFrom.from.types",
  ],
  modules: [{ priority: 560, module: immunityFrom }],
  format,
  events: { "condition-blocked": ((e, n) => blockedText(e as ConditionBlocked, n)) as EventText },
};
