// The director and encounter simulation (browser-safe; worker threads live in simulate-node.ts).
import "../capabilities/index.js";

export { releaseRulesetHeldGround } from "../capabilities/held-ground/director.js";
export { direct } from "./direct.js";
export type { Distribution } from "./distribution.js";
export { encounterSetup } from "./encounter.js";
export { type Played, playFight } from "./play.js";
export {
  greedyPolicy,
  POLICIES,
  POLICY_NAMES,
  type Policy,
  type PolicyName,
  parseSides,
  randomPolicy,
  type Sides,
} from "./policies.js";
export {
  type EncounterSetup,
  type RunRecord,
  type SimulateOptions,
  type SimulationResult,
  simulate,
} from "./simulate.js";
