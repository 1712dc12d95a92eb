// Capability package "diseases": counted saves that end or worsen conditions, cures and immunities by kind (1.258);
// diseases between fights: what the holder's rests do with them, counted saves rolled out when a fight ends (1.260);
// stages of a disease: what each hit brings, the stage a timer runs into, cures that must be enough, healing only
// by magic, and the maximum given back when a disease is lifted (1.261).

import "./text.js";
import type { CapabilityPackage } from "../../combat/package.js";
import { strings } from "../../combat/state-shape.js";
import { format } from "./def.js";
import { diseases } from "./diseases.js";
import { stages } from "./stages.js";
import { events } from "./text.js";

export const diseasesPackage: CapabilityPackage = {
  id: "diseases",
  summary:
    "Counted saves that end or worsen conditions, cures and immunities by kind (1.258); conditions that lower the health maximum at their holder's rests, after a save that may cure them, and counted saves rolled out when a fight ends (1.260); stages of a disease: conditions applied on each hit taken, the stage a timer runs into, cures limited to some catalogs and levels, healing only by magic, the maximum a lifted disease took given back (1.261).",
  requires: ["base"],
  implements: [
    "1.258 kinds",
    "1.258 a kind in conditionImmunities",
    "1.258 applies[].saveEnds.successes",
    "1.258 applies[].saveEnds.successes.count",
    "1.258 applies[].saveEnds.successes.becomes",
    "1.258 applies[].saveEnds.failures",
    "1.258 applies[].saveEnds.failures.count",
    "1.258 applies[].saveEnds.failures.becomes",
    "1.258 worsened",
    "1.260 onRest",
    "1.260 onRest.rests",
    "1.260 onRest.lowersMax",
    "1.260 onRest.lowersMax.dice",
    "1.260 onRest.lowersMax.flat",
    "1.260 onRest.lasting",
    "1.260 onRest.save",
    "1.260 onRest.save.save",
    "1.260 onRest.save.difficulty",
    "1.260 onRest.save.cures",
    "1.261 onDamaged.applies",
    "1.261 expires.becomes",
    "1.261 curedOnlyBy",
    "1.261 curedOnlyBy.catalogs",
    "1.261 curedOnlyBy.minLevel",
    "1.261 onRest.restoredWhenCured",
    '1.261 effects: "cannot-heal-nonmagical"',
    // The sheet's side (src/sheet): a magical restore, and the refusal a blocked one writes.
    "1.261 magical",
    "1.261 cannot-heal",
  ],
  format,
  events,
  state: { combatant: { gaveBack: (value, at) => strings(value, at, 320) } },
  modules: [
    { priority: 350, module: diseases },
    { priority: 351, module: stages },
  ],
};
