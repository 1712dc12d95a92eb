// Extension point "moments": the moments a package opens reaction windows on, beside the core's. A package declares
// each in `PackageMoments` (terms.ts) by declaration merging and gives its wording in its descriptor (`moments`);
// the composition root installs them, so the log words the window and `resume` accepts a state waiting on it.
import type { Moment } from "./terms.js";

/** How a package's moment reads in the log. */
export interface MomentWording {
  /** The window's line before its askers: "Dragon's lair count". */
  readonly text: (subject: string, about: string) => string;
  /** Its askers act rather than react (a lair action). */
  readonly acts?: boolean;
}

export type MomentWordings = { readonly [M in Moment]?: MomentWording };

const installed = new Map<string, MomentWording>();

/** Called once by the composition root with every package's moments: one owner per moment. */
export function installMoments(wordings: readonly (MomentWordings | undefined)[]): void {
  installed.clear();
  for (const byMoment of wordings)
    for (const [moment, wording] of Object.entries(byMoment ?? {})) {
      if (installed.has(moment)) throw new Error(`moment ${JSON.stringify(moment)} is declared by two packages`);
      installed.set(moment, wording as MomentWording);
    }
}

/** A package's moment's wording, or undefined for the core's own. */
export function packageMoment(moment: string): MomentWording | undefined {
  return installed.get(moment);
}

/** The moments packages declared. */
export function packageMoments(): readonly string[] {
  return [...installed.keys()];
}
