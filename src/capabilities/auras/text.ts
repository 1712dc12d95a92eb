// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** An aura's condition reached someone (1.263): `aura` names the holder's condition and the aura's index. */
    aura: { t: "aura"; who: string; from: string; condition: string; aura: string };
    /** …and came off when the two parted, or the holder stopped spreading it (1.263). */
    parted: { t: "parted"; who: string; from: string; condition: string; aura: string };
    /** Eyes averted from a gaze holder, or turned to it again (1.268). */
    averted: { t: "averted"; who: string; from: string; what: "avert" | "look" };
  }
}

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
