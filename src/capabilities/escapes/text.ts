// The wording of this package's events in the text log (`formatEvent` asks it before the core's own cases).
import { type EventWordings, whoText } from "../../combat/event-text.js";
import type { ContestRoll } from "../../combat/events.js";

declare module "../../combat/events.js" {
  interface PackageEvents {
    /** An escape contest against the difficulty of the use that applied the hold (1.174 `escapeDc: "save"`). */
    escape: {
      t: "escape";
      who: string;
      from: string;
      contest: string;
      attacker: ContestRoll;
      difficulty: number;
      won: boolean;
    };
  }
}

export const events: EventWordings = {
  escape: (e, n) => {
    const who = whoText(e, n);
    return `${who} ${e.won ? "escapes" : "fails to escape"} ${n.who(e.from)}'s hold (${n.action(e.contest)}): ${n.check(e.attacker.check)} ${e.attacker.total} vs DC ${e.difficulty}`;
  },
};
