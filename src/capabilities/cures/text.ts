// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

export const events: EventWordings = {
  revived: (e, n) => `${n.who(e.by)}'s ${e.name} brings ${whoText(e, n)} back to life with ${e.hp} health`,
};
