// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";

export const events: EventWordings = {
  escape: (e, n) => {
    const who = whoText(e, n);
    return `${who} ${e.won ? "escapes" : "fails to escape"} ${n.who(e.from)}'s hold (${n.action(e.contest)}): ${n.check(e.attacker.check)} ${e.attacker.total} vs DC ${e.difficulty}`;
  },
};
