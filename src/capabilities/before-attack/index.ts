// Capability package "before-attack": entries offered only before their holder attacks on its turn (1.247: Reckless
// Attack).

import type { CapabilityPackage } from "../../combat/package.js";
import { flag } from "../../combat/state-shape.js";
import { beforeAttack } from "./before.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";

export const beforeAttackPackage: CapabilityPackage = {
  id: "before-attack",
  summary: "Entries offered only on their holder's own turn, before it has attacked that turn (1.247).",
  requires: ["base"],
  implements: ["1.247 beforeAttack"],
  modules: [{ priority: 588, module: beforeAttack }],
  format,
  effectWorth,
  state: { combatant: { attackedThisTurn: (value, at) => flag(value, at, true) } },
};
