// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { d20Text, type EventWordings, sign, whoText } from "../../combat/event-text.js";
import type { D20Record } from "../../combat/events.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** 1.323: dropped to zero on Held Ground (`ground` its label): felled, or reaped by a blow that reaps. */
    felled: { t: "felled"; who: string; ground: string };
    reaped: { t: "reaped"; who: string; ground: string };
    /** 1.323: a character's live track moved in the fight (Held Ground's marks; 1.330: spent). */
    mark: { t: "mark"; who: string; track: string; from: number; to: number };
    /** 1.330: the story lifted Held Ground. */
    "held-ground-lifted": { t: "held-ground-lifted"; ground: string };
    /** 1.330: a character's marks on `track` fall due, one death save each with `bonus` added. */
    owing: { t: "owing"; who: string; track: string; marks: number; bonus: number };
    "owing-save": {
      t: "owing-save";
      who: string;
      d20: D20Record;
      bonus: number;
      total: number;
      success: boolean;
      successes: number;
      failures: number;
    };
  }
}

export const events: EventWordings = {
  felled: (e, n) => {
    const who = whoText(e, n);
    return `${who} is felled on ${e.ground}`;
  },
  reaped: (e, n) => {
    const who = whoText(e, n);
    return `${who} is reaped on ${e.ground}`;
  },
  mark: (e, n) => {
    const who = whoText(e, n);
    return `${who}'s ${e.track} moves from ${e.from} to ${e.to}`;
  },
  "held-ground-lifted": (e) => `${e.ground} is lifted`,
  owing: (e, n) => {
    const who = whoText(e, n);
    return `${who}'s ${e.marks} mark${e.marks === 1 ? "" : "s"} on ${e.track} fall due (${sign(e.bonus)} each)`;
  },
  "owing-save": (e, n) => {
    const who = whoText(e, n);
    return `${who} makes a death save for a mark: ${d20Text(e.d20)} ${sign(e.bonus)} = ${e.total}: ${e.success ? "success" : "failure"} (${e.successes} successes, ${e.failures} failures)`;
  },
};
