// Capability package "fixed-contests": contests against a fixed number, on foes, allies or oneself, offered only on
// those holding a condition or dying, and stabilizing the dying (1.193: the DC 15 Wisdom (Medicine) check that ends
// a sword of wounding's wounds, the DC 10 check that saves the dying).

import "./def.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { fixedContests } from "./contests.js";
import { format } from "./def.js";
import { director } from "./director.js";
import { events } from "./text.js";

export const fixedContestsPackage: CapabilityPackage = {
  id: "fixed-contests",
  summary:
    "Contests against a fixed difficulty, made on foes, allies or anyone, only on a target holding a condition or dying, stabilizing the dying (1.193).",
  requires: ["base"],
  implements: [
    "1.193 defender omitted",
    "1.193 difficulty",
    "1.193 targets",
    "1.193 targetHolds",
    "1.193 targetDying",
    "1.193 onWin.stabilizes",
  ],
  format,
  events,
  // The action a contest costs is spent before its roll: the log joins it to the contest's line.
  spendsFirst: ["fixed-contest"],
  director,
  modules: [{ priority: 191, module: fixedContests }],
};
