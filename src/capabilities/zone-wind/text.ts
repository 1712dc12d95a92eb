// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import type { EventWordings } from "../../combat/event-text.js";
import type { Names } from "../../combat/names.js";

/** A wind reaching a zone it disperses, dispersing it, or no longer reaching it (1.286, 1.289). */
export interface WindEvent {
  t: "wind";
  what: "reaches" | "disperses" | "stops";
  /** The wind's caster and name (none when it stops reaching the zone). */
  by?: string;
  name?: string;
  /** The zone's caster and name. */
  zoneBy: string;
  zone: string;
  /** `reaches`: the full rounds of wind it takes (1.289). */
  after?: number;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    wind: WindEvent;
  }
}

function windText(e: WindEvent, n: Names): string {
  const zone = `${n.who(e.zoneBy)}'s ${e.zone}`;
  const wind = e.by !== undefined ? `${n.who(e.by)}'s ${e.name}` : "";
  switch (e.what) {
    case "reaches":
      return `${wind} blows on ${zone}: it disperses after ${e.after} round${e.after === 1 ? "" : "s"} of wind`;
    case "disperses":
      return `${wind} disperses ${zone}`;
    case "stops":
      return `No wind blows on ${zone} any more`;
  }
}

export const events: EventWordings = { wind: (e, n) => windText(e as WindEvent, n) };
