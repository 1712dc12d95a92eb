// The words of a fight that both its state and its events use: kept apart so neither imports the other.

export type Side = "party" | "enemies";
export type Outcome = "won" | "lost" | "fled";
/** The moments a reaction window opens on (the reference's `reaction.on`). */
export type Moment =
  | "hit"
  | "harmed"
  | "aimed"
  | "attacked"
  | "caught"
  | "within-reach"
  | "leaves-reach"
  | "own-hit"
  /** After a turn has ended and before the next begins: signature actions are bought here. */
  | "between-turns"
  /** Between turns, when a creature fighting in its lair reaches its lair count (1.315). */
  | "lair";
