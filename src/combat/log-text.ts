// The log as a person reads it: `formatEvent`'s lines, with the bookkeeping of a use (or a contest) folded into its
// line ("spends an action", "pays 1 of their 1st-level spell slots", a potion's quantity) and a reaction named
// on the use it answers with, so each line says one thing that happened.
import { budgetText, formatEvent, paymentText, spendsFirst, useText } from "./event-text.js";
import type { CombatEvent } from "./events.js";
import type { Names } from "./names.js";

/** One open line that bookkeeping events of `who` may still join. */
interface Open {
  readonly who: string;
  readonly text: string;
  readonly costs: string[];
  readonly after: string[];
}

export function logText(events: readonly CombatEvent[], names: Names): string[] {
  const lines: string[] = [];
  let open: Open | undefined;
  const close = () => {
    if (!open) return;
    const spending = open.costs.length ? `, spending ${open.costs.join(" and ")}` : "";
    lines.push(`${open.text}${spending}${open.after.map((a) => ` (${a})`).join("")}`);
    open = undefined;
  };
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (open && "who" in e && e.who === open.who) {
      if (e.t === "budget" && e.change < 0) {
        open.costs.push(budgetText(e, names));
        continue;
      }
      if (e.t === "pay") {
        open.costs.push(paymentText(e, names));
        continue;
      }
      if (e.t === "item") {
        open.after.push(`${e.what} left: ${e.to}`);
        continue;
      }
    }
    close();
    const next = events[i + 1];
    // A contest (or a package's roll worded `spendsFirst`: an escape) spends its budget before its roll: the
    // spending joins the roll's line.
    if (e.t === "budget" && e.change < 0 && next && spendsFirst(next.t) && "who" in next && next.who === e.who) {
      lines.push(`${formatEvent(next, names)}, spending ${budgetText(e, names)}`);
      i++;
      continue;
    }
    if (e.t === "reaction" && next?.t === "use" && next.who === e.who) {
      open = { who: e.who, text: useText(next, names, "reacts with"), costs: [], after: [] };
      i++;
    } else if (e.t === "use" || e.t === "standard") {
      open = { who: e.who, text: formatEvent(e, names), costs: [], after: [] };
    } else lines.push(formatEvent(e, names));
  }
  close();
  return lines;
}
