// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

export const events: EventWordings = {
  conjure: (e, n) => {
    const who = whoText(e, n);
    return e.what === "conjure" || e.what === "bind"
      ? `${who} ${e.what === "bind" ? "binds" : "conjures"} ${e.name} into their hand${e.replaced ? ` (replacing ${e.replaced})` : ""}`
      : `${who}'s ${e.name} ${e.what === "dismiss" ? "is dismissed" : "vanishes"}`;
  },
};
