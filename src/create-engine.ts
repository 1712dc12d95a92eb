// `createEngine`, whatever the composition: the entry that imports it installs its packages first (the whole
// engine's, src/engine.ts; the base game's alone, src/base.ts), so this module names no package.
import { type GeometryExports, instantiateGeometry } from "../bindings/loader.js";
import { attachGeometry } from "./combat/board/geometry.js";
import { Fight } from "./combat/fight.js";
import { type CapabilityPackage, composeCapabilities } from "./combat/package.js";
import { bindCapabilities } from "./combat/registry.js";
import type { CombatSetup } from "./combat/setup.js";
import type { Choice, CombatState } from "./combat/types.js";
import { direct } from "./director/direct.js";
import { type EncounterSetup, type SimulateOptions, type SimulationResult, simulate } from "./director/simulate.js";
import { Registry, registry, type SectionStatus } from "./registry/index.js";
import { unpack } from "./registry/records.js";
import type { RulesetDoc, SheetData } from "./ruleset/index.js";
import { Sheet, type SheetOptions } from "./sheet/api.js";
import type { RulesetInput } from "./sheet/doc.js";
import type { ValidationReport } from "./validate/issue.js";
import { load, type Ruleset } from "./validate/load.js";
import { registryView } from "./validate/registry-view.js";
import { validate } from "./validate/validate.js";
import { ENGINE_VERSION } from "./version.js";

/** One instantiated engine: the wasm geometry module plus the rules layer around it. */
export interface Engine {
  /** The package version. */
  readonly version: string;
  /** The highest Capability API version whose keys this engine implements in full. */
  readonly capabilityApi: string;
  /** Every section of the reference, in order, with its status here: how many of its keys are implemented, and
   * for a section that only changes behaviour (1.243, 1.277), whether that behaviour is. */
  readonly sections: readonly SectionStatus[];
  /** The raw geometry module; the rules layer reaches it through typed wrappers. */
  readonly geometry: GeometryExports;
  /** A character sheet of the ruleset: values, checks, rests and the Game Master's commands. */
  sheet(ruleset: RulesetInput, sheet: SheetData, opts?: SheetOptions): Sheet;
  /** Checks a ruleset (JSON text or parsed data): `{ ok, needs, issues }`; never throws. */
  validate(json: unknown): ValidationReport;
  /** The validated, frozen ruleset; throws `RulesetError` (carrying the issues) when it is not valid. */
  load(json: unknown): Ruleset;
  /** Starts a fight: a party of sheets, enemies from the creature catalogs, an optional board, a seed. */
  startCombat(ruleset: Ruleset | RulesetDoc, setup: CombatSetup): Fight;
  /** The same fight from a snapshot of its state. */
  resume(ruleset: Ruleset | RulesetDoc, state: CombatState): Fight;
  /** The director's choice for whoever must act now in a state. */
  direct(ruleset: Ruleset | RulesetDoc, state: CombatState): Choice;
  /** Plays an encounter many times on this thread: win probability, rounds, survivors, resources spent. */
  simulate(ruleset: Ruleset | RulesetDoc, setup: EncounterSetup, opts: SimulateOptions): SimulationResult;
}

function docOf(ruleset: Ruleset | RulesetDoc): RulesetDoc {
  return "doc" in ruleset && "entries" in ruleset ? ruleset.doc : (ruleset as RulesetDoc);
}

export interface EngineOptions {
  /**
   * The capability packages this engine runs (by default every package it ships: `PACKAGES`). With a subset,
   * rulesets are validated against those packages' records alone (a key of a package left out is refused as
   * `unsupported`), fights run their modules alone, and `capabilityApi` is theirs.
   */
  readonly capabilities?: readonly CapabilityPackage[];
}

/** Instantiates the wasm once and returns the engine. */
export async function createEngine(options: EngineOptions = {}): Promise<Engine> {
  const geometry = await instantiateGeometry();
  // The combat core asks its movement questions of this instance.
  attachGeometry(geometry);
  const chosen = options.capabilities;
  // Without a choice, the composition its entry installed (every package, or the base game's alone).
  const set = chosen ? composeCapabilities(chosen) : undefined;
  const reg = set ? new Registry(unpack(set.implemented.keys()), set.implemented.keys()) : registry();
  const checkOpts = chosen ? { capabilities: registryView(reg) } : {};
  // A ruleset this engine runs is run by its packages (a WeakMap on the document: nothing is written on it).
  const bound = (ruleset: Ruleset | RulesetDoc): RulesetDoc => {
    const doc = docOf(ruleset);
    if (set) bindCapabilities(doc, set);
    return doc;
  };
  return {
    version: ENGINE_VERSION,
    capabilityApi: reg.capabilityApi(),
    sections: reg.sectionStatus(),
    geometry,
    sheet: (ruleset, sheet, opts) => Sheet.of(ruleset, sheet, opts),
    validate: (json) => validate(json, checkOpts),
    load: (json) => {
      const ruleset = load(json, checkOpts);
      bound(ruleset);
      return ruleset;
    },
    startCombat: (ruleset, setup) => Fight.start(bound(ruleset), setup),
    resume: (ruleset, state) => Fight.resume(bound(ruleset), state),
    direct: (ruleset, state) => direct(bound(ruleset), state),
    simulate: (ruleset, setup, opts) => simulate(bound(ruleset), setup, opts),
  };
}
