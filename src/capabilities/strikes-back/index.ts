// Capability package "strikes-back": the moment an attack ends (`attacked`), reactions narrowed by the one who
// caused their moment, and reactions that strike back or turn a missed attack on another (1.422: Retaliation, Giant
// Killer, Stand Against the Tide).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { attacked } from "./attacked.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { strikes } from "./strikes.js";
import { events } from "./text.js";

export const strikesBackPackage: CapabilityPackage = {
  id: "strikes-back",
  summary:
    "The attacked moment once an attack roll's attack is over (missed or any; melee or ranged), reactions narrowed by a test of the one who caused their moment, and reaction entries that strike back with the best melee weapon or make a missed attack again at a creature the holder chooses (1.422).",
  requires: ["base", "blow-responses", "catches"],
  implements: [
    '1.422 reaction.on: "attacked"',
    "1.422 reaction.missed",
    "1.422 reaction.sourceIs",
    "1.422 reaction.sourceIs.types",
    "1.422 reaction.sourceIs.tags",
    "1.422 reaction.sourceIs.upToSize",
    "1.422 reaction.sourceIs.atLeastSize",
    "1.422 strikesWith",
    "1.422 redirects",
  ],
  events,
  format,
  effectWorth,
  modules: [
    { priority: 1422, module: attacked },
    { priority: 1423, module: strikes },
  ],
};
