// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

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
