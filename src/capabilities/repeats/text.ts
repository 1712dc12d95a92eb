// The wording of the repeats package's event in the text log (1.310).
import type { EventWordings } from "../../combat/event-text.js";
import type { Names } from "../../combat/names.js";

/** A casting's effect used again while its user concentrates on it. */
export interface RepeatEvent {
  t: "repeat";
  /** Who uses it again. */
  who: string;
  /** The entry cast, and its name. */
  use: string;
  name: string;
  /** Whom the repeat is aimed at (or an area caught). */
  targets: string[];
  /** The level the casting was paid at, which the repeat keeps. */
  level?: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    repeat: RepeatEvent;
  }
}

function repeatText(e: RepeatEvent, n: Names): string {
  const on = e.targets.length ? ` on ${e.targets.map((t) => n.who(t)).join(", ")}` : "";
  return `${n.who(e.who)} uses ${e.name} again${on}`;
}

export const events: EventWordings = { repeat: repeatText };
