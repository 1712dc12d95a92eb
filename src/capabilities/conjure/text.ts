// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** 1.306: a weapon conjured into its user's hand, a held one bound, or the weapon gone (dismissed, its conjurer dead). */
    /** The weapon it replaced, which is gone (or, bound, back to what it was). */
    conjure: {
      t: "conjure";
      who: string;
      what: "conjure" | "bind" | "dismiss" | "vanish";
      item: string;
      name: string;
      /** The weapon it replaced, which is gone (or, bound, back to what it was). */
      replaced?: string;
    };
  }
}

export const events: EventWordings = {
  conjure: (e, n) => {
    const who = whoText(e, n);
    return e.what === "conjure" || e.what === "bind"
      ? `${who} ${e.what === "bind" ? "binds" : "conjures"} ${e.name} into their hand${e.replaced ? ` (replacing ${e.replaced})` : ""}`
      : `${who}'s ${e.name} ${e.what === "dismiss" ? "is dismissed" : "vanishes"}`;
  },
};
