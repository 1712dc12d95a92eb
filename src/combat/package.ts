// What a capability package is: one descriptor holding the reference records it implements and the modules
// that give them meaning, each with the priority that places its hooks among every other package's. The
// composition root (src/capabilities/index.ts) lists the packages; `composeCapabilities` turns a list into
// the set a fight runs. The core reads only that set.

import type {
  AimChoices,
  CandidateVariants,
  DirectorPart,
  DirectorParts,
  EffectWorth,
  LaterCatch,
  RandomFill,
  WithDirectorParts,
} from "../director/plugins.js";
import type { FormatExtension } from "../validate/extensions.js";
import { type CapabilityModule, CapabilitySet } from "./capability.js";
import type { EventWordings } from "./event-text.js";
import type { CombatEvent } from "./events.js";
import type { FightMethod, FightMethods, SummaryMarks, WithFightMethods } from "./fight.js";
import type { MomentWordings } from "./moments.js";
import type { StateSlots } from "./state-shape.js";

/** A module of a package with its place in the hook order: lower runs first, and the first answer of `decide`
 * or `offer` wins, so the number is part of the rules (see docs/architecture.md, "Hook order"). */
export interface Placed {
  readonly priority: number;
  readonly module: CapabilityModule;
}

export interface CapabilityPackage {
  /** The folder's name: `src/capabilities/<id>/`. */
  readonly id: string;
  /** What it is, in a line (docs/capabilities.md). */
  readonly summary: string;
  /** The reference records it implements, as "<version> <key>" (the version tells apart records of one key at
   * different places), or a section that introduces no key by its bare version ("1.243": its behaviour). A record
   * joins only when the scenario tests built from its section's example pass. */
  readonly implements: readonly string[];
  /** Its modules, each with its hook priority. */
  readonly modules: readonly Placed[];
  /** Its part in the director, by the module that lists the options (`src/director/plugins.ts`). */
  readonly director?: DirectorParts;
  /** Extension point "effect worth": what the parts of a use it gives meaning to are worth to the director. */
  readonly effectWorth?: EffectWorth;
  /** Extension point "aim choices": the ways it lays out an area aimed at a cell (a wall toward a cell, a ring). */
  readonly aimChoices?: AimChoices;
  /** Extension point "candidate variants": the candidates a use option stands for, as it leaves them (1.253). */
  readonly candidateVariants?: CandidateVariants;
  /** Extension point "random fills": the parts of any option's choice it gives meaning to, filled at random for the
   * random policy (1.178: where an area's copies go). */
  readonly randomFill?: RandomFill;
  /** Extension point "later catches": the use a lasting zone's later catches resolve as, for the director (1.198). */
  readonly laterCatch?: LaterCatch;
  /** Packages it builds on: a composition without them is refused. */
  readonly requires?: readonly string[];
  /** Extension point "format": the keys it adds to the ruleset format (their schemas, by place) and the
   * rejections the reference states for them. */
  readonly format?: FormatExtension;
  /** Extension point "events": the wording of its own events (`PackageEvents`, or the core's it took over), by
   * their `t`: `formatEvent` asks it before its own cases. */
  readonly events?: EventWordings;
  /** Extension point "moments": the wording of the moments it opens windows on (declared in `PackageMoments`). */
  readonly moments?: MomentWordings;
  /** Extension point "summary marks": what it adds to a combatant's line of `Fight.summary()`. */
  readonly summaryMarks?: SummaryMarks;
  /** Its events whose roll spends a budget just before it (an escape's check): the spending joins the event's line
   * in the text log, as it does a contest's. */
  readonly spendsFirst?: readonly CombatEvent["t"][];
  /** Extension point "fight methods": what it adds to `Fight` (its calls outside the choice loop, its queries),
   * declared on `Fight` by declaration merging. */
  readonly fight?: FightMethods;
  /** Extension point "state": the keys it adds to a fight's state, a combatant and an active condition, each with
   * its check: a saved state is taken back (`resume`) only with keys the composed packages declare. */
  readonly state?: StateSlots;
}

/** The set a list of packages runs: its modules in priority order, with the records they implement. */
export class ComposedCapabilities extends CapabilitySet implements WithFightMethods, WithDirectorParts {
  readonly packages: readonly CapabilityPackage[];
  /** Every record implemented, as "<version> <key>", with the package owning it. */
  readonly implemented: ReadonlyMap<string, string>;
  /** What its packages add to `Fight`, by name: a fight of this set carries these methods and no others. */
  readonly fightMethods: ReadonlyMap<string, FightMethod>;
  /** Its packages' marks on a summary's combatants. */
  readonly summaryMarks: readonly SummaryMarks[];
  /** Its packages' parts in the director, by the module that lists the options. */
  readonly directorParts: ReadonlyMap<string, DirectorPart>;
  /** Its packages' effect worths (extension point "effect worth"). */
  readonly effectWorths: readonly EffectWorth[];
  /** Its packages' aim choices (extension point "aim choices"). */
  readonly aimChoices: readonly AimChoices[];
  /** Its packages' candidate variants (extension point "candidate variants"). */
  readonly candidateVariants: readonly CandidateVariants[];
  /** Its packages' random fills (extension point "random fills"). */
  readonly randomFills: readonly RandomFill[];
  /** Its packages' later catches (extension point "later catches"). */
  readonly laterCatches: readonly LaterCatch[];

  constructor(packages: readonly CapabilityPackage[]) {
    const ids = new Set<string>();
    for (const p of packages) {
      if (ids.has(p.id)) throw new Error(`capability package ${JSON.stringify(p.id)} is listed twice`);
      ids.add(p.id);
    }
    for (const p of packages)
      for (const r of p.requires ?? [])
        if (!ids.has(r)) throw new Error(`capability package ${JSON.stringify(p.id)} needs ${JSON.stringify(r)}`);
    const placed = packages.flatMap((p) => p.modules);
    const priorities = new Map<number, string>();
    for (const { priority, module } of placed) {
      const other = priorities.get(priority);
      // Two modules at one priority would run in list order: an order no one wrote down.
      if (other) throw new Error(`modules ${other} and ${module.id} share hook priority ${priority}`);
      priorities.set(priority, module.id);
    }
    super(
      [...placed].sort((a, b) => a.priority - b.priority).map((p) => p.module),
      packages.map((p) => p.state),
    );
    this.packages = packages;
    const implemented = new Map<string, string>();
    for (const p of packages)
      for (const key of p.implements) {
        const owner = implemented.get(key);
        if (owner) throw new Error(`record ${JSON.stringify(key)} is owned by both ${owner} and ${p.id}`);
        implemented.set(key, p.id);
      }
    this.implemented = implemented;
    const methods = new Map<string, FightMethod>();
    const parts = new Map<string, DirectorPart>();
    for (const p of packages) {
      for (const [name, method] of Object.entries(p.fight ?? {})) {
        // Two packages giving one name would be an order no one chose.
        if (methods.has(name)) throw new Error(`two packages add a method ${JSON.stringify(name)} to Fight`);
        methods.set(name, method);
      }
      for (const [module, part] of Object.entries(p.director ?? ({} as DirectorParts))) {
        if (parts.has(module))
          throw new Error(`the director's part for ${JSON.stringify(module)} is given twice (${p.id})`);
        parts.set(module, part);
      }
    }
    this.fightMethods = methods;
    this.summaryMarks = packages.flatMap((p) => (p.summaryMarks ? [p.summaryMarks] : []));
    this.directorParts = parts;
    this.effectWorths = packages.flatMap((p) => (p.effectWorth ? [p.effectWorth] : []));
    this.aimChoices = packages.flatMap((p) => (p.aimChoices ? [p.aimChoices] : []));
    this.candidateVariants = packages.flatMap((p) => (p.candidateVariants ? [p.candidateVariants] : []));
    this.randomFills = packages.flatMap((p) => (p.randomFill ? [p.randomFill] : []));
    this.laterCatches = packages.flatMap((p) => (p.laterCatch ? [p.laterCatch] : []));
  }
}

export function composeCapabilities(packages: readonly CapabilityPackage[]): ComposedCapabilities {
  return new ComposedCapabilities(packages);
}
