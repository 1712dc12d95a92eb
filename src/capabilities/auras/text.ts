// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

export const events: EventWordings = {
  aura: (e, n) => {
    const who = whoText(e, n);
    return `${n.who(e.from)}'s aura gives ${who} ${e.condition}`;
  },
  parted: (e, n) => {
    const who = whoText(e, n);
    return `${who} loses ${e.condition} from ${n.who(e.from)}'s aura`;
  },
  averted: (e, n) => {
    const who = whoText(e, n);
    return e.what === "avert"
      ? `${who} averts their eyes from ${n.who(e.from)}`
      : `${who} looks at ${n.who(e.from)} again`;
  },
};
