// 1.304: whom an entry with `oncePerTarget` was used on is kept by name on the live sheet (`live.usedOn`, written
// when a fight settles) until the rest its `until` names; only that rest clears it.
import type { RulesetDoc } from "../ruleset/index.js";
import { entryAt } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import type { SheetEvent } from "./events.js";
import type { SheetMechanics } from "./rules-read.js";

export function clearUsedOn(doc: RulesetDoc, draft: DraftSheet, rest: string): SheetEvent[] {
  const usedOn = draft.live?.usedOn;
  if (!usedOn) return [];
  const events: SheetEvent[] = [];
  for (const [entry, names] of Object.entries(usedOn)) {
    const found = entryAt(doc, entry);
    const until = (found && "mechanics" in found ? (found.mechanics as SheetMechanics | undefined) : undefined)
      ?.oncePerTarget?.until;
    // An entry the ruleset no longer has keeps nothing worth keeping.
    if (until !== undefined && until !== rest) continue;
    delete usedOn[entry];
    events.push({ type: "used-on-cleared", entry, names: [...names] });
  }
  if (Object.keys(usedOn).length === 0) delete draft.live!.usedOn;
  return events;
}
