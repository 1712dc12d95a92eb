// The words of a fight that both its state and its events use: kept apart so neither imports the other.

export type Side = "party" | "enemies";
/** `stalemate`: the round cap was reached with both sides still standing. */
export type Outcome = "won" | "lost" | "fled" | "stalemate";
/** The moments packages add (extension point "moments"), each by declaration merging: `lair: true`. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface PackageMoments {}

/** The moments a reaction window opens on (the reference's `reaction.on`), and those packages add. */
export type Moment = CoreMoment | keyof PackageMoments;

/** The core's own moments. */
export type CoreMoment =
  | "hit"
  | "harmed"
  | "aimed"
  | "attacked"
  | "caught"
  | "within-reach"
  | "leaves-reach"
  | "own-hit"
  /** After a turn has ended and before the next begins: signature actions are bought here. */
  | "between-turns";
