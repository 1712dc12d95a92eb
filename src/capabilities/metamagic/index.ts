// Capability package "metamagic": an entry that changes how an entry of its catalogs is used, chosen along with it
// and paid with its own uses (1.253: the sorcerer's Metamagic).

import "./def.js";
import type { EventText } from "../../combat/events.js";
import type { CapabilityPackage } from "../../combat/package.js";
import {
  type AlterBacklash,
  type Altered,
  type AlterMaximized,
  type AlterRerolled,
  type AlterSpared,
  alterBacklashText,
  alteredText,
  alterMaximizedText,
  alterRerolledText,
  alterSparedText,
  format,
} from "./def.js";
import { candidateVariants, effectWorth } from "./director.js";
import { maximize } from "./maximize.js";
import { metamagic } from "./metamagic.js";

export const metamagicPackage: CapabilityPackage = {
  id: "metamagic",
  summary:
    "Metamagic: an entry's alters changes a use of its catalogs chosen with it (spares, range, rerolls, lasts, heightens, budget, drops, twins), offered on each option it fits, needed where only it makes the use possible, paid with its own uses (1.253); Careful spares whom its user names and Empowered rerolls the lowest of all a spell's damage dice (1.254); Heightened's first save falls on whom its user names (1.255); Overchannel maximizes damage within paid levels and harms its user past its free uses (1.415).",
  requires: ["base", "counters"],
  implements: [
    "1.253 alters",
    "1.253 alters.catalogs",
    "1.253 alters.joins",
    "1.253 alters.spares",
    "1.253 alters.range",
    "1.253 alters.range.times",
    "1.253 alters.range.touch",
    "1.253 alters.rerolls",
    "1.253 alters.lasts",
    "1.253 alters.heightens",
    "1.253 alters.budget",
    "1.253 alters.budget.from",
    "1.253 alters.budget.to",
    "1.253 alters.drops",
    "1.253 alters.twins",
    "1.253 usesSpentByLevel",
    "1.253 alterNeeded",
    "1.253 altered",
    "1.414 alters.where",
    "1.414 alters.where.filter",
    "1.414 alters.where.equals",
    "1.414 alters.sparesByLevel",
    "1.414 alters.sparesWhole",
    "1.254 alters.spares",
    "1.254 spares",
    "1.254 bad-alter",
    "1.255 alters.heightens",
    "1.255 heightens",
    "1.415 alters.maximizes",
    "1.415 alters.maximizes.fromLevel",
    "1.415 alters.maximizes.upToLevel",
    "1.415 alters.backlash",
    "1.415 alters.backlash.free",
    "1.415 alters.backlash.dice",
    "1.415 alters.backlash.grows",
    "1.415 alters.backlash.type",
    "1.415 alters.backlash.unblockable",
  ],
  // After the moments (240), an attack's roll (250) and save-succeeds (255), before the save's own roll (260): a
  // spared save is decided first.
  // Overchannel's maximizing and backlash (1.415) just after.
  modules: [
    { priority: 257, module: metamagic },
    { priority: 258, module: maximize },
  ],
  format,
  events: {
    altered: ((e, n) => alteredText(e as Altered, n)) as EventText,
    "alter-spared": ((e, n) => alterSparedText(e as AlterSpared, n)) as EventText,
    "alter-rerolled": ((e, n) => alterRerolledText(e as AlterRerolled, n)) as EventText,
    "alter-maximized": ((e, n) => alterMaximizedText(e as AlterMaximized, n)) as EventText,
    "alter-backlash": ((e, n) => alterBacklashText(e as AlterBacklash, n)) as EventText,
  },
  effectWorth,
  candidateVariants,
};
