// The wording of the `compelled` event in the text log (1.264).
import { type EventWordings, whoText } from "../../combat/event-text.js";
import type { Compelled } from "./def.js";

const DOES: Record<Compelled["does"], string> = {
  wander: "wanders",
  nothing: "does nothing this turn",
  strike: "lashes out",
  normal: "acts normally this turn",
};

export const events: EventWordings = {
  compelled: (e, n) => {
    const c = e as Compelled;
    const who = whoText(c, n);
    let does = DOES[c.does];
    if (c.does === "wander" && c.direction) does = `wanders ${c.direction}`;
    if (c.does === "strike")
      does = c.target ? `may only strike ${n.who(c.target)} in melee` : "has no one within reach to strike";
    return `${who} is compelled by ${c.condition} (rolled ${c.roll}): ${does}`;
  },
};
