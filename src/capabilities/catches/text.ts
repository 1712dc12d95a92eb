// The wording of this package's event in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** 1.416: `who` caught the missile `from` shot at it (its own dice `dice`). */
    caught: { t: "caught"; who: string; from: string; dice: string };
  }
}

export const events: EventWordings = {
  caught: (e, n) => `${whoText(e, n)} catches ${n.who(e.from)}'s missile (${e.dice})`,
};
