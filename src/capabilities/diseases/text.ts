// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

export const events: EventWordings = {
  worsened: (e, n) => {
    const who = whoText(e, n);
    return `${who}'s ${e.condition} worsens into ${e.becomes}`;
  },
};
