/**
 * The base game alone: `createEngine` composed of the `base` and `sheet` packages, with no other capability
 * package in its bundle. A ruleset using a key of another package is refused as `unsupported`.
 * @module gamemode-engine/base
 */
// This entry's composition root: it installs the base game's packages as the default, as src/capabilities/index.ts
// does for the whole engine, and imports nothing that imports that one.
import { basePackage } from "./capabilities/base/index.js";
import { sheetPackage } from "./capabilities/sheet/index.js";
import type { CapabilityPackage } from "./combat/package.js";
import { installPackages } from "./install.js";

/** The packages of this entry, base first. */
export const BASE_PACKAGES: readonly CapabilityPackage[] = [basePackage, sheetPackage];
export const BASE_CAPABILITIES = installPackages(BASE_PACKAGES);

export { formatEvent } from "./combat/event-text.js";
export type { CombatEvent } from "./combat/events.js";
export type { Fight, FightSummary } from "./combat/fight.js";
export { namesFor } from "./combat/names.js";
export type { CapabilityPackage } from "./combat/package.js";
export type { CombatSetup } from "./combat/setup.js";
export type { Choice, Combatant, CombatState, Option } from "./combat/types.js";
export { createEngine, type Engine, type EngineOptions } from "./create-engine.js";
export type { RulesetDoc, SheetData } from "./ruleset/index.js";
export type { Issue, ValidationReport } from "./validate/issue.js";
export type { Ruleset } from "./validate/load.js";
