// Capability package "reductions": damage reduced by a value read from the sheet, reductions narrowed to a kind of
// blow or to falling damage, conditions that last one attack, and falling (1.413: Deflect Missiles, Slow Fall).

import "./text.js";
import "./fight.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { effectWorth } from "./director.js";
import { falls } from "./falls.js";
import { fightMethods } from "./fight.js";
import { reduce } from "./reduce.js";
import { state } from "./saved-state.js";
import { events, moments } from "./text.js";

export const reductionsPackage: CapabilityPackage = {
  id: "reductions",
  summary:
    "Damage changes that add a value read from the sheet or take it off, reductions of one kind of blow or of falling damage, conditions lasting one attack, and falling with its window (1.413).",
  requires: ["base"],
  implements: [
    '1.413 {to: "damage"}.add',
    '1.413 {to: "damage-taken"}.add',
    '1.413 {to: "damage"}.minus',
    '1.413 {to: "damage-taken"}.minus',
    '1.413 {to: "damage-taken"}.falls',
    '1.413 reaction.on: "falls"',
    "1.413 applies[].endsAfter",
  ],
  events,
  moments,
  fight: fightMethods,
  format,
  state,
  effectWorth,
  modules: [
    { priority: 1413, module: reduce },
    { priority: 2413, module: falls },
  ],
};
