// 1.300: higher costs that add only every few steps. An entry with `perCostStepsEvery` adds its `perCostStep` once
// every that many steps paid above its cost (rounded down): a 2nd-level entry paid at the 4th level, every 2, adds it
// once. It answers the extension point "steps that add", which the amount of every use asks.
import { everySteps } from "../../combat/amount.js";
import type { CapabilityModule } from "../../combat/capability.js";
import "./def.js";

export const costSteps: CapabilityModule = {
  id: "cost-steps",
  keys: ["perCostStepsEvery"],
  stepsAdding: (use, steps) => (use.m.perCostStepsEvery ? everySteps(steps, use.m.perCostStepsEvery) : steps),
};
