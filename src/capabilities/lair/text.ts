// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";
import type { MomentWordings } from "../../combat/moments.js";

declare module "../../combat/terms.js" {
  interface PackageMoments {
    /** Between turns, when a creature fighting in its lair reaches its lair count (1.315). */
    lair: true;
  }
}

/** The lair count's window: its creature acts there (extension point "moments"). */
export const moments: MomentWordings = { lair: { text: (s) => `${s}'s lair count`, acts: true } };

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
