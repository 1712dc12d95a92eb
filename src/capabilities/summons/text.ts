// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import type { EventWordings } from "../../combat/event-text.js";
import type { Names } from "../../combat/names.js";
import type { Cell } from "../../ruleset/encounter.js";

/** A summon appears once its cast is over, strikes on a later turn, or ends (1.122). */
export interface SummonEvent {
  t: "summon";
  what: "appear" | "strike" | "end";
  /** Its holder. */
  by: string;
  /** The entry whose attack it repeats, and its name. */
  use: string;
  name: string;
  /** Where it stands after appearing or striking (on a board). */
  at?: Cell;
  /** Whom it strikes. */
  target?: string;
  /** Turns left, as it appears. */
  left?: number;
  /** Why it ended: "rounds over", "holder defeated", "concentration ended", "replaced". */
  why?: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    summon: SummonEvent;
  }
}

function summonText(e: SummonEvent, n: Names): string {
  const by = n.who(e.by);
  const at = e.at ? ` at (${e.at.join(", ")})` : "";
  switch (e.what) {
    case "appear":
      return `${by}'s ${e.name} stays${at}, for ${e.left} turn${e.left === 1 ? "" : "s"}`;
    case "strike":
      return `${by}'s ${e.name} strikes at ${n.who(e.target ?? "")}${at}`;
    case "end":
      return `${by}'s ${e.name} is gone (${e.why})`;
  }
}

export const events: EventWordings = { summon: summonText };
