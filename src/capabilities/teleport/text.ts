// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { cellText, type EventWordings, whoText } from "../../combat/event-text.js";
import type { CombatEvent } from "../../combat/events.js";
import type { Names } from "../../combat/names.js";
import type { Cell } from "../../ruleset/encounter.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** Where it landed; none when it left the fight (1.279). */
    teleport: {
      t: "teleport";
      who: string;
      name: string;
      from?: Cell;
      /** Where it landed; none when it left the fight (1.279). */
      to?: Cell;
      left?: true;
      carries: { who: string; from?: Cell; to?: Cell }[];
    };
    /** `light`: smoke that only lightly obscures (1.286). */
    smoke: { t: "smoke"; what: "form" | "clear"; by: string; cells: Cell[]; light?: true };
    /** An enemy that teleported out of the fight (1.279), named in the recap before the outcome. */
    escaped: { t: "escaped"; who: string };
  }
}

export const events: EventWordings = {
  teleport: (e, n) => teleportText(e, n),
  escaped: (e, n) => {
    const who = whoText(e, n);
    return `${who} escaped`;
  },
  smoke: (e, n) => {
    const cells = e.cells.map(cellText).join(", ");
    if (e.what === "clear") return `The smoke clears from ${cells}`;
    return `${e.light ? "Smoke lightly obscures" : "Smoke hides"} ${cells} (${n.who(e.by)})`;
  },
};

function teleportText(e: Extract<CombatEvent, { t: "teleport" }>, n: Names): string {
  const cell = (c: Cell | undefined) => (c ? cellText(c) : "");
  const along = e.carries.length
    ? `, taking ${e.carries.map((c) => (e.left ? n.who(c.who) : `${n.who(c.who)} to ${cell(c.to)}`)).join(", ")}`
    : "";
  if (e.left) return `${n.who(e.who)} teleports with ${e.name}: Left the fight${along}`;
  return `${n.who(e.who)} teleports with ${e.name} ${cell(e.from)} → ${cell(e.to)}${along}`;
}
