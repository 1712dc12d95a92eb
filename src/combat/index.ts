// The combat core: pure functions over plain JSON, and a class wrapper.
// The engine's capabilities, installed as the default set (the composition root).
import "../capabilities/index.js";

export type { HeldGround, HeldGroundMark, HeldGroundRelease } from "../capabilities/held-ground/def.js";
export { rulesetReleaseHeldGround } from "../capabilities/held-ground/release.js";
export { type Fall, rulesetFall } from "../capabilities/reductions/falls.js";
export type { ZoneOption } from "../capabilities/zones/option.js";
export { type ZoneAnswer, zonesOf } from "../capabilities/zones/query.js";
export { attachGeometry } from "./board/geometry.js";
export type { CapabilityModule, Offer, TargetResult } from "./capability.js";
export { choose } from "./choose.js";
export { formatEvent } from "./event-text.js";
export type { CombatEvent } from "./events.js";
export { Fight, type FightSummary } from "./fight.js";
export type { InitiativeSetup } from "./initiative.js";
export { type Names, namesFor, plainNames } from "./names.js";
export { options, whoActs } from "./options.js";
export { simplePolicy } from "./policy.js";
export * from "./queries/index.js";
export { ownedKeys } from "./registry.js";
export { type CombatSetup, CombatSetupError, startCombat } from "./setup.js";
export { CombatStateError, checkState, type StateProblem } from "./state-check.js";
export type { ChooseResult, Step } from "./step.js";
export type * from "./types.js";
