/**
 * The engine: `createEngine`, validating and loading rulesets, fights, the director, dice and geometry.
 * @module gamemode-engine
 */
// The public entry: the same exports from the Node, browser and IIFE bundles.

export { type CapabilityPackage, DEFAULT_CAPABILITIES, PACKAGES } from "./capabilities/index.js";
export {
  attachGeometry,
  type CapabilityModule,
  type Choice,
  type ChooseResult,
  type Combatant,
  type CombatEvent,
  type CombatSetup,
  CombatSetupError,
  type CombatState,
  CombatStateError,
  type ConditionAnswer,
  type CoverAnswer,
  checkState,
  choose,
  conditionsOf,
  coverBetween,
  defenseOf,
  type EndOption,
  Fight,
  type FightSummary,
  type FleeOption,
  formatEvent,
  type HeldGround,
  type HeldGroundMark,
  type HeldGroundRelease,
  type InitiativeSetup,
  type MovementAnswer,
  type MoveOption,
  movementOf,
  type Names,
  namesFor,
  type Option,
  type OptionBase,
  type OptionKind,
  type Outcome,
  options,
  type PassOption,
  plainNames,
  type Rejection as CombatRejection,
  type RejectionCode,
  rulesetReleaseHeldGround,
  type SightAnswer,
  type StandardOption,
  type StateProblem,
  type Step,
  settleSheets,
  sightBetween,
  simplePolicy,
  startCombat,
  type UseOption,
  whoActs,
  type ZoneAnswer,
  type ZoneOption,
  zonesOf,
} from "./combat/index.js";
export * from "./dice/index.js";
export {
  direct,
  type EncounterSetup,
  greedyPolicy,
  type Policy,
  type PolicyName,
  parseSides,
  randomPolicy,
  releaseRulesetHeldGround,
  type Sides,
  type SimulateOptions,
  type SimulationResult,
  simulate,
} from "./director/index.js";
export { createEngine, type Engine, type EngineOptions } from "./engine.js";
export * from "./geometry/index.js";
export { Rng, type RngState } from "./random/rng.js";
export {
  allKeys,
  capabilityApi,
  compareVersions,
  ENGINE_LIMITS,
  isImplemented,
  type KeyRecord,
  keysAt,
  LIMITS,
  limitAt,
  lookup,
  PLACES,
  type Place,
  Registry,
  registry,
  type SectionStatus,
  sectionStatus,
} from "./registry/index.js";
export * from "./sheet/index.js";
export * from "./validate/index.js";
export { ENGINE_VERSION } from "./version.js";
