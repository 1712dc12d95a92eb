// Capability package "granted-strikes": strikes a held entry lets its holder buy with another budget, entries
// offered only after the Attack action, and what a condition's granted strike is narrowed to (1.242: Martial Arts,
// Flurry of Blows; 1.244; 1.246; 1.239 `grants.melee`).

import type { CapabilityPackage } from "../../combat/package.js";
import { format, savedState } from "./def.js";
import { effectWorth } from "./director.js";
import { grantedStrikes } from "./strikes.js";

export const grantedStrikesPackage: CapabilityPackage = {
  id: "granted-strikes",
  summary:
    "Strikes a held entry or a condition lets its holder buy with another budget, narrowed by name, to within reach, to after the Attack action and to what is worn and wielded; entries offered only after the Attack action (1.242, 1.244, 1.246, 1.239).",
  requires: ["base", "attack-rows"],
  implements: [
    "1.242 grantsStrike",
    "1.242 grantsStrike.budget",
    "1.242 grantsStrike.names",
    "1.242 grantsStrike.melee",
    "1.242 grantsStrike.afterAttack",
    "1.242 grantsStrike.afterAttack.names",
    "1.242 grants.names",
    "1.242 grants.afterAttack",
    "1.242 afterAttack",
    "1.244 grantsStrike.wielding",
    "1.244 grantsStrike.when",
    "1.246 afterAttack.names",
    "1.246 afterAttack.items",
    "1.246 afterAttack.items.tags",
    "1.246 afterAttack.items.notTags",
    "1.246 grantsStrike.afterAttack.items",
    "1.246 grantsStrike.afterAttack.items.tags",
    "1.246 grantsStrike.afterAttack.items.notTags",
    "1.246 grants.afterAttack.names",
    "1.246 grants.afterAttack.items",
    "1.246 grants.afterAttack.items.tags",
    "1.246 grants.afterAttack.items.notTags",
    "1.239 grants.melee",
  ],
  modules: [{ priority: 292, module: grantedStrikes }],
  format,
  effectWorth,
  state: savedState,
};
