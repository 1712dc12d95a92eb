// The packages' parts in the director, keyed by the module that lists an option (`option.module`): the
// candidates an option stands for (where a teleport lands, where a zone moves) and what one is worth on a turn.
// The composition root installs each package's parts; the director asks them before its own ways, so an option
// of a new package needs no branch here. An answer of `undefined` leaves the option to the director's own ways.
import type { Option } from "../combat/types.js";
import type { Candidate } from "./candidate.js";
import type { Scene } from "./scene.js";

export interface DirectorPart {
  /** The candidates an option of this module stands for. */
  candidates?(scene: Scene, option: Option): Candidate[] | undefined;
  /** A candidate's worth on a turn; `after` is the best walk after it. */
  value?(scene: Scene, cand: Candidate, after: number): number | undefined;
}

/** A package's parts, by the module that lists the options. */
export type DirectorParts = Readonly<Record<string, DirectorPart>>;

const parts = new Map<string, DirectorPart>();

/** Called by the composition root with each package's parts: one owner per module. */
export function installDirectorParts(owner: string, list: DirectorParts): void {
  for (const [module, part] of Object.entries(list)) {
    const had = parts.get(module);
    if (had && had !== part)
      throw new Error(`the director's part for ${JSON.stringify(module)} is given twice (${owner})`);
    parts.set(module, part);
  }
}

/** The part a package gave for the module that listed `option`, if any. */
export function directorPart(option: Option): DirectorPart | undefined {
  return parts.get(option.module);
}

/**
 * Extension point "effect worth": what the parts of a use a package gives meaning to are worth to the director (a
 * search, a conjured weapon), added to what the use does to its targets. Values inside a use's effect, not
 * options of their own, so not keyed by module.
 */
export type EffectWorth = (scene: Scene, cand: Candidate) => number;

const worths = new Map<string, EffectWorth>();

/** Called by the composition root with each package's effect worth: one per package. */
export function installEffectWorth(owner: string, worth: EffectWorth): void {
  worths.set(owner, worth);
}

/** The packages' worth of a use's effect, summed. */
export function effectWorth(scene: Scene, cand: Candidate): number {
  let v = 0;
  for (const worth of worths.values()) v += worth(scene, cand);
  return v;
}
