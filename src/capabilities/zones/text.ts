// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import type { EventWordings } from "../../combat/event-text.js";
import type { CombatEvent } from "../../combat/events.js";
import type { Names } from "../../combat/names.js";
import type { Cell } from "../../ruleset/encounter.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** A moved or drifted zone's centre before and after (1.173). */
    /** Everyone a detonating zone caught as it went off, and how many times it has grown (1.183). */
    zone: {
      t: "zone";
      what: "appear" | "catch" | "end" | "move" | "drift" | "ground" | "detonate" | "grow" | "alight" | "burn" | "held";
      by: string;
      use: string;
      name: string;
      who?: string;
      /** A moved or drifted zone's centre before and after (1.173). */
      from?: Cell;
      to?: Cell;
      /** Everyone a detonating zone caught as it went off, and how many times it has grown (1.183). */
      caught?: string[];
      grown?: number;
      trigger?: string;
      left?: number;
      why?: string;
    };
  }
}

export const events: EventWordings = {
  zone: (e, n) => zoneText(e, n),
};

function zoneText(e: Extract<CombatEvent, { t: "zone" }>, n: Names): string {
  const by = n.who(e.by);
  const who = e.who !== undefined ? n.who(e.who) : "";
  switch (e.what) {
    case "appear":
      return `${by}'s ${e.name} lasts ${e.left} turn${e.left === 1 ? "" : "s"}`;
    case "catch":
      return `${by}'s ${e.name} catches ${who} (${e.trigger})`;
    case "move":
    case "drift":
      return `${by}'s ${e.name} ${e.what === "move" ? "moves" : "drifts"} (${e.from?.join(", ")}) → (${e.to?.join(", ")})`;
    case "ground":
      return `${by}'s ${e.name} hurts ${who} moving through it`;
    case "held":
      return `${by}'s ${e.name} crushes ${who}, whom it holds`;
    case "detonate":
      return `${by}'s ${e.name} goes off${e.caught?.length ? ` on ${e.caught.map(n.who).join(", ")}` : ""}`;
    case "grow":
      return `${by}'s ${e.name} grows (${e.grown} times)`;
    case "alight":
      return `${by}'s ${e.name} catches fire`;
    case "burn":
      return `${by}'s ${e.name} burns ${who}`;
    case "end":
      return `${by}'s ${e.name} ends (${e.why})`;
  }
}
