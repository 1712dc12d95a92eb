// Harm and temporary points outside combat (a trap, a fall, a blessing before the fight): temporary points
// absorb damage first; new temporary points replace old ones only when higher, as in 5e.
import type { RulesetDoc } from "../ruleset/index.js";
import { healthPoolId } from "./doc.js";
import { type DraftSheet, liveRecord } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { poolValue, temporaryOf } from "./pools.js";

function health(doc: RulesetDoc): string {
  return healthPoolId(doc) ?? reject("no-health", "the sheet has no health pool", "command");
}

export function takeDamage(doc: RulesetDoc, draft: DraftSheet, amount: number): SheetEvent[] {
  const pool = health(doc);
  const events: SheetEvent[] = [];
  const temporary = temporaryOf(draft, pool);
  const absorbed = Math.min(temporary, amount);
  if (absorbed > 0) {
    liveRecord(draft, "temporary")[pool] = temporary - absorbed;
    events.push({ type: "temporary", pool, from: temporary, to: temporary - absorbed });
  }
  const from = poolValue(doc, draft, pool);
  const to = Math.max(0, from - (amount - absorbed));
  if (to !== from) {
    liveRecord(draft, "pools")[pool] = to;
    events.push({ type: "pool", pool, from, to, reason: "damage" });
  }
  return events;
}

export function gainTemporary(doc: RulesetDoc, draft: DraftSheet, amount: number): SheetEvent[] {
  const pool = health(doc);
  const from = temporaryOf(draft, pool);
  if (amount <= from) return [];
  liveRecord(draft, "temporary")[pool] = amount;
  return [{ type: "temporary", pool, from, to: amount }];
}
