// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

/** 1.422: a reaction entry strikes back at the one who caused its moment. */
export interface StrikesBackEvent {
  t: "strikes-back";
  /** Who strikes back. */
  who: string;
  /** Whom it strikes. */
  target: string;
  /** The weapon's use it strikes with (its best melee weapon). */
  use: string;
  /** That weapon's name. */
  name: string;
  /** The reaction entry's name. */
  by: string;
}

/** 1.422: a reaction entry turns a missed attack on another creature. */
export interface RedirectedEvent {
  t: "redirected";
  /** Who turns it. */
  who: string;
  /** Who missed, and makes the same attack again. */
  attacker: string;
  /** Whom the attack is made at now. */
  target: string;
  /** The attack's name. */
  name: string;
  /** The reaction entry's name. */
  by: string;
}

declare module "../../combat/events.js" {
  interface PackageEvents {
    "strikes-back": StrikesBackEvent;
    redirected: RedirectedEvent;
  }
}

export const events: EventWordings = {
  "strikes-back": (e, n) => `${whoText(e, n)} strikes back at ${n.who(e.target)} with ${e.name} (${e.by})`,
  redirected: (e, n) => `${whoText(e, n)} turns ${n.who(e.attacker)}'s ${e.name} on ${n.who(e.target)} (${e.by})`,
};
