// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

export const events: EventWordings = {
  found: (e, n) => {
    const who = whoText(e, n);
    return `${who} is no longer hidden from ${n.who(e.by)} (${e.why === "search" ? "found by a search" : e.why})`;
  },
};
