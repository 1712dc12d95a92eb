// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    lair: { t: "lair"; who: string; round: number };
    "lair-action": { t: "lair-action"; who: string; use: string; name: string };
  }
}

export const events: EventWordings = {
  lair: (e, n) => {
    const who = whoText(e, n);
    return `${who}'s lair count comes round (round ${e.round})`;
  },
  "lair-action": (e, n) => {
    const who = whoText(e, n);
    return `${who} takes a lair action: ${e.name}`;
  },
};
