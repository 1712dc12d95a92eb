// Capability package "shapes": shapeshifting (1.392: Wild Shape, Polymorph, Change Shape): a use's forms offered
// as modes, and a condition whose holder takes on a form's stat block, health and actions while it lasts.

import "./def.js";
import "./forms.js";
import "./shape.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { format } from "./def.js";
import { candidateVariants, director, effectWorth } from "./director.js";
import { state } from "./saved-state.js";
import { shapes } from "./shape.js";
import { events } from "./text.js";

export const shapesPackage: CapabilityPackage = {
  id: "shapes",
  summary:
    "Shapeshifting: a use's forms offered as modes (limited by the user's sheet, a movement speed, or the target's level), and a condition whose holder takes on the form's stat block, actions and health, keeping what it names, until it ends or the holder reverts (1.392); proficient saves and checks at the better number (1.404).",
  requires: ["base"],
  implements: [
    "1.392 forms",
    "1.392 forms.into",
    "1.392 forms.upTo.filter",
    "1.392 forms.upTo.at",
    "1.392 forms.upTo.targetLevel",
    "1.392 forms.without[].speed",
    "1.392 forms.without[].unless",
    "1.392 form-<catalogId>-<entryId>",
    "1.392 shape",
    "1.392 shape.health",
    "1.392 shape.keepsSaves",
    "1.392 shape.keepsChecks",
    "1.392 shape.keeps",
    "1.392 shape.revert",
    "1.404 shape.betterOf",
  ],
  format,
  state,
  events,
  director,
  effectWorth,
  candidateVariants,
  modules: [{ priority: 1392, module: shapes }],
};
