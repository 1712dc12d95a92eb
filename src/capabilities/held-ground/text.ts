// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { d20Text, type EventWordings, sign, whoText } from "../../combat/event-text.js";

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
