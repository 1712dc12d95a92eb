// The log of a fight as `demo` and `fight` print it: names in place of ids, a use's bookkeeping folded into its
// line (combat/log-text.ts), and at each new round its heading once, with a picture of the board.
import type { CombatEvent } from "../combat/events.js";
import type { Fight } from "../combat/index.js";
import { logText } from "../combat/log-text.js";
import { namesFor } from "../combat/names.js";
import type { Choice, CombatState } from "../combat/types.js";
import type { RulesetDoc } from "../ruleset/index.js";
import { boardPicture } from "./board-picture.js";

/** A fight is called off after this many choices, so a policy that never ends a fight cannot hang the CLI. */
const MAX_CHOICES = 20_000;

/** Plays `fight` to its end with `decide`, printing each line through `print`; returns the fight as it ended. */
export function playText(
  ruleset: RulesetDoc,
  start: Fight,
  decide: (state: CombatState) => Choice,
  print: (line: string) => void = console.log,
): Fight {
  let f = start;
  // Every combatant is in the state from the start, so one set of names serves the whole fight.
  const names = namesFor(ruleset, f.state);
  let pending: CombatEvent[] = [];
  const flush = () => {
    for (const line of logText(pending, names)) print(line);
    pending = [];
  };
  const show = (events: readonly CombatEvent[], state: CombatState) => {
    for (const e of events) {
      if (e.t !== "round") {
        pending.push(e);
        continue;
      }
      flush();
      print("");
      print(`Round ${e.round}`);
      for (const line of boardPicture(ruleset, state)) print(line);
    }
    flush();
  };
  show(f.log, f.state);
  for (let i = 0; i < MAX_CHOICES && !f.over; i++) {
    const before = f.log.length;
    const next = f.choose(decide(f.state));
    if (next.rejected) throw new Error(`the choice for ${f.whoActs} was rejected (${next.rejected.code})`);
    f = next;
    show(f.log.slice(before), f.state);
  }
  if (!f.over) print(`The fight was called off after ${MAX_CHOICES} choices`);
  const picture = boardPicture(ruleset, f.state);
  if (picture.length) for (const line of ["", "The board at the end", ...picture]) print(line);
  return f;
}
