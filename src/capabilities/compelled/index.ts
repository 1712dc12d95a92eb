// Capability package "compelled": conditions that decide what their holder does with its turn (1.264: Command,
// Turn Undead, Sympathy, Confusion, Irresistible Dance), and walks kept within reach of their applier (1.274).

import "./def.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { compelled } from "./compelled.js";
import { director } from "./director.js";
import { format } from "./rules.js";
import { state } from "./saved-state.js";
import { events } from "./text.js";

export const compelledPackage: CapabilityPackage = {
  id: "compelled",
  summary:
    "Conditions that decide their holder's turn: only some actions, walks only away from or toward their applier, a table rolled each turn, saves made with the holder's action (1.264); walks that never leave their applier once near (1.274).",
  requires: ["base"],
  implements: [
    "1.264 behavior",
    "1.264 behavior.only",
    "1.264 behavior.onlyWhenStuck",
    "1.264 behavior.table",
    "1.264 behavior.table.dice",
    "1.264 behavior.table.rows",
    "1.264 behavior.table.rows[].atMost",
    "1.264 behavior.moves",
    "1.264 behavior.table.rows[].does",
    '1.264 applies[].saveEnds.at: "action"',
    "1.264 compelled",
    "1.274 behavior.keepsIn",
  ],
  events,
  director,
  format,
  state,
  // After the movement (210) and the turn's saves (320) at a turn's start: a table is rolled for a turn that holds it.
  modules: [{ priority: 335, module: compelled }],
};
