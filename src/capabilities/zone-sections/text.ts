// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { cellText, d20Text, type EventWordings, sign } from "../../combat/event-text.js";
import type { D20Record } from "../../combat/events.js";
import type { Cell } from "../../ruleset/encounter.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** 1.200: an attack on the wall section standing on `at` of `by`'s wall (`use`, `name`). */
    "section-attack": {
      t: "section-attack";
      /** The attacker. */
      who: string;
      /** The wall's caster, its use and name. */
      by: string;
      use: string;
      name: string;
      /** The cell struck. */
      at: Cell;
      d20: D20Record;
      bonus: number;
      total: number;
      /** The section's defense. */
      defense: number;
      result: "hit" | "critical" | "miss";
    };
    /** 1.200: what the section took of what was rolled (`why`: immune, resisted, vulnerable), and what it has left. */
    "section-damage": {
      t: "section-damage";
      /** The attacker. */
      who: string;
      /** The wall's caster, its use and name. */
      by: string;
      use: string;
      name: string;
      /** The cell struck. */
      at: Cell;
      type: string;
      /** What the dice gave, and what the section took of it. */
      rolled: number;
      taken: number;
      /** The section's health left (0: broken). */
      left: number;
      /** `immune`, `resisted` or `vulnerable`, when it changed what was taken. */
      why?: string;
    };
    /** 1.200: a section brought to 0, its cells open. */
    "section-broken": {
      t: "section-broken";
      /** Who broke it. */
      who: string;
      /** The wall's caster, its use and name. */
      by: string;
      use: string;
      name: string;
      /** The section's cells, open now. */
      cells: Cell[];
    };
    /** 1.200: a broken section catches `who` (its damage and save follow). */
    "section-catch": {
      t: "section-catch";
      /** Who is caught. */
      who: string;
      /** The wall's caster, its use and name. */
      by: string;
      use: string;
      name: string;
      /** `enter`, `turn-start` or `turn-end`. */
      trigger: string;
    };
  }
}

export const events: EventWordings = {
  "section-attack": (e, n) =>
    `${n.who(e.who)} strikes ${n.who(e.by)}'s ${e.name} at ${cellText(e.at)}: ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total} vs defense ${e.defense}: ${e.result}`,
  "section-damage": (e, n) =>
    `${n.who(e.by)}'s ${e.name} at ${cellText(e.at)} takes ${e.taken} ${e.type} damage (${e.rolled} rolled${e.why ? `, ${e.why}` : ""}); ${e.left} left`,
  "section-broken": (e, n) =>
    `${n.who(e.by)}'s ${e.name} breaks open at ${e.cells.map(cellText).join(", ")} (${n.who(e.who)})`,
  "section-catch": (e, n) => `${n.who(e.by)}'s broken ${e.name} catches ${n.who(e.who)} (${e.trigger})`,
};
