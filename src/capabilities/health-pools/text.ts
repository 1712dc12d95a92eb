// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

export const events: EventWordings = {
  "health-pool": (e, n) => {
    const enough = e.enough.length ? e.enough.map((x) => `${n.who(x.who)} (${x.hp})`).join(", ") : "no one";
    const short = e.short.length ? `; not enough for ${e.short.map(n.who).join(", ")}` : "";
    const skipped = e.skipped.length ? `; passes over ${e.skipped.map(n.who).join(", ")}` : "";
    return `${whoText(e, n)}'s ${e.name} rolls ${e.dice.expr} (${e.dice.total}) of health: enough for ${enough}${short}${skipped}`;
  },
  "health-threshold": (e, n) =>
    `${whoText(e, n)} has ${e.hp} health, ${e.affected ? "at most" : "more than"} ${e.atMost}: ${e.name} ${e.affected ? "takes hold" : "has no effect"}`,
};
