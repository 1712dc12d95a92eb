// The packages' parts in the director, keyed by the module that lists an option (`option.module`): the
// candidates an option stands for (where a teleport lands, where a zone moves) and what one is worth on a turn.
// A composition (`composeCapabilities`) gathers its packages' parts; the director asks them before its own ways, so an option
// of a new package needs no branch here. An answer of `undefined` leaves the option to the director's own ways.
import { capabilitiesOf } from "../combat/registry.js";
import type { AreaLayout, Choice, Option } from "../combat/types.js";
import type { UseDef } from "../combat/use-def.js";
import type { Cell } from "../ruleset/encounter.js";
import type { Candidate } from "./candidate.js";
import type { Scene } from "./scene.js";

export interface DirectorPart {
  /** The candidates an option of this module stands for. */
  candidates?(scene: Scene, option: Option): Candidate[] | undefined;
  /** A candidate's worth on a turn; `after` is the best walk after it. */
  value?(scene: Scene, cand: Candidate, after: number): number | undefined;
  /** What a candidate answering a window gains over the director's own weighing (a lair action owed from a list
   * leads by the enemies it catches). */
  lead?(scene: Scene, cand: Candidate): number;
  /** A random legal filling of the parts of a choice the package gives meaning to (a teleport's landing cell, or
   * leaving), each drawn by `pick(n)` (0 to n-1): for the random policy. */
  randomFill?(option: Option, pick: (n: number) => number): Partial<Choice>;
}

/** A package's parts, by the module that lists the options. */
export type DirectorParts = Readonly<Record<string, DirectorPart>>;

/** What a composition of packages gives the director (`ComposedCapabilities`): read from the set a ruleset runs, so
 * an engine composed of a subset asks only its own packages' parts. */
export interface WithDirectorParts {
  readonly directorParts?: ReadonlyMap<string, DirectorPart>;
  readonly effectWorths?: readonly EffectWorth[];
  readonly aimChoices?: readonly AimChoices[];
  readonly candidateVariants?: readonly CandidateVariants[];
  readonly randomFills?: readonly RandomFill[];
  readonly laterCatches?: readonly LaterCatch[];
}

const composition = (scene: Scene): WithDirectorParts => scene.ctx.caps as WithDirectorParts;

/** The part a composed package gave for the module that listed `option`, if any. */
export function directorPart(scene: Scene, option: Option): DirectorPart | undefined {
  return composition(scene).directorParts?.get(option.module);
}

/** The same, from the composition `ruleset` runs (the installed default when the ruleset is not an engine's). */
export function directorPartOf(ruleset: object, option: Option): DirectorPart | undefined {
  return (capabilitiesOf(ruleset) as WithDirectorParts).directorParts?.get(option.module);
}

/**
 * Extension point "effect worth": what the parts of a use a package gives meaning to are worth to the director (a
 * search, a conjured weapon), added to what the use does to its targets. Values inside a use's effect, not
 * options of their own, so not keyed by module.
 */
export type EffectWorth = (scene: Scene, cand: Candidate) => number;

/** The composed packages' worth of a use's effect, summed. */
export function effectWorth(scene: Scene, cand: Candidate): number {
  let v = 0;
  for (const worth of composition(scene).effectWorths ?? []) v += worth(scene, cand);
  return v;
}

/** One way to lay out an area aimed at a cell: the choice's fields, and the layout that says whom it catches. */
export interface AimChoice {
  readonly choice: Partial<Choice> & { readonly at: Cell };
  readonly layout?: AreaLayout;
}

/**
 * Extension point "aim choices": the ways a package lays out an area aimed at one of `aims` (a wall run toward a
 * cell, laid as a ring, with the side it catches on), in place of the plain aims; `undefined` leaves them plain.
 * The first answer wins.
 */
export type AimChoices = (scene: Scene, option: Option, use: UseDef, aims: readonly Cell[]) => AimChoice[] | undefined;

/** The ways to aim an area option: the first package's answer, else each aim as it is. */
export function aimChoicesOf(scene: Scene, option: Option, use: UseDef, aims: readonly Cell[]): readonly AimChoice[] {
  for (const answer of composition(scene).aimChoices ?? []) {
    const said = answer(scene, option, use, aims);
    if (said) return said;
  }
  return aims.map((at) => ({ choice: { at } }));
}

/**
 * Extension point "random fills": a random legal filling of the parts of any option's choice a package gives meaning
 * to (1.178: the cells of an area's copies), given the choice drawn so far (its `at`), each drawn by `pick(n)`; for
 * the random policy. Every package's answer is spread into the choice.
 */
export type RandomFill = (option: Option, pick: (n: number) => number, choice: Partial<Choice>) => Partial<Choice>;

/** The random fills of the composition `ruleset` runs. */
export function randomFillsOf(ruleset: object): readonly RandomFill[] {
  return (capabilitiesOf(ruleset) as WithDirectorParts).randomFills ?? [];
}

/**
 * Extension point "candidate variants": the candidates a use option stands for, as a package leaves them (1.253: each
 * also with the Metamagic its option offers, and only with it where the option needs one); each given the last
 * answer.
 */
export type CandidateVariants = (scene: Scene, option: Option, cands: readonly Candidate[]) => readonly Candidate[];

/** A use option's candidates as every composed package's variants leave them. */
export function candidateVariantsOf(scene: Scene, option: Option, cands: readonly Candidate[]): readonly Candidate[] {
  let out = cands;
  for (const vary of composition(scene).candidateVariants ?? []) out = vary(scene, option, out);
  return out;
}

/**
 * Extension point "later catches": the use a lasting zone's later catches resolve as (its triggers at each turn),
 * where a package makes them differ from the cast (1.198: another damage type); `undefined` leaves the use as it is.
 * The first answer wins.
 */
export type LaterCatch = (scene: Scene, use: UseDef) => UseDef | undefined;

/** The use a zone's later catches resolve as: the first package's answer, else the use itself. */
export function laterCatchOf(scene: Scene, use: UseDef): UseDef {
  for (const answer of composition(scene).laterCatches ?? []) {
    const said = answer(scene, use);
    if (said) return said;
  }
  return use;
}
