// Keys this engine implements, as "<version> <key>" (the version tells apart records of the same key in
// different places, e.g. `push` at 1.182 and 1.184). A key joins this list only when a scenario test
// built from its section's example passes. Empty until the rules layer lands.
export const IMPLEMENTED: readonly string[] = [];
