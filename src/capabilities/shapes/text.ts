// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import type { EventWordings } from "../../combat/event-text.js";

const withArticle = (name: string) => (/^[aeiou]/i.test(name) ? `an ${name}` : `a ${name}`);

/** Why a shape ended, as the log words it (a condition's own reasons pass through). */
const WHY: Readonly<Record<string, string>> = { reverted: "by choice", replaced: "for another form" };

export const events: EventWordings = {
  shapeshift: (e, n) => `${n.who(e.who)} turns into ${withArticle(e.name)}${e.hp !== undefined ? ` (${e.hp} hp)` : ""}`,
  "shape-ends": (e, n) => {
    const who = n.who(e.who);
    if (e.why === "dropped") {
      const carried = e.carried ? `; ${e.carried} damage carries over` : "";
      return `${who}'s ${e.name} form drops to 0 and ends${carried} (${who} at ${e.hp} hp)`;
    }
    return `${who} returns to its own form ${WHY[e.why] ?? `(${e.why})`} (${e.hp} hp)`;
  },
};
