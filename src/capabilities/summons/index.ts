// Capability package "summons": attacks that leave something striking on later turns (1.122, Spiritual Weapon).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { director, effectWorth } from "./director.js";
import { state } from "./saved-state.js";
import { summons } from "./summons.js";
import { events } from "./text.js";

export const summonsPackage: CapabilityPackage = {
  id: "summons",
  summary: "Attacks that leave something striking on later turns, on a budget of their own (1.122, Spiritual Weapon).",
  requires: ["base"],
  implements: [
    "1.122 summons",
    "1.122 summons.budget",
    "1.122 summons.rounds",
    "1.122 summons.move",
    "1.122 summons.reach",
  ],
  events,
  director,
  effectWorth,
  format,
  state,
  modules: [{ priority: 600, module: summons }],
};
