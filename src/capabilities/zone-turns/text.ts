// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import type { EventWordings } from "../../combat/event-text.js";
import type { Names } from "../../combat/names.js";
import type { Cell } from "../../ruleset/encounter.js";

/** A carried line or cone turned by its caster (1.182): its facing before and after, as whole-cell steps. */
export interface ZoneTurnEvent {
  t: "zone-turn";
  /** Its caster. */
  by: string;
  /** The entry whose zone it is, and its name. */
  use: string;
  name: string;
  /** The way it pointed, and the way it points now. */
  from: Cell;
  to: Cell;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "zone-turn": ZoneTurnEvent;
  }
}

const NAMES: Record<string, string> = {
  "0,-1": "north",
  "1,-1": "north-east",
  "1,0": "east",
  "1,1": "south-east",
  "0,1": "south",
  "-1,1": "south-west",
  "-1,0": "west",
  "-1,-1": "north-west",
};

/** A facing as a compass point (the board's first row is north), or as its step when it is not one of the eight. */
export function heading(f: Cell): string {
  return NAMES[`${Math.sign(f[0])},${Math.sign(f[1])}`] ?? `(${f.join(", ")})`;
}

function turnText(e: ZoneTurnEvent, n: Names): string {
  return `${n.who(e.by)} turns ${e.name} from ${heading(e.from)} to ${heading(e.to)}`;
}

export const events: EventWordings = { "zone-turn": turnText };
