// 1.204 `cureOneOf` used on the sheet's own holder: with no mode to choose, the first of its cures, in the
// reference's order (the conditions `ends` names, the track moves, unsealing), for which the sheet has something.
import type { RulesetDoc } from "../ruleset/index.js";
import { heldConditions } from "./conditions.js";
import { conditionRules } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import type { SheetMechanics } from "./rules-read.js";
import { curedBy } from "./rules-read.js";
import { trackLevel } from "./tracks.js";

/** `m` narrowed to its first cure the sheet has something for (unchanged without `cureOneOf`, or with none). */
export function oneCure(
  doc: RulesetDoc,
  draft: DraftSheet,
  m: SheetMechanics,
  cure: { readonly catalog?: string; readonly level: number },
): SheetMechanics {
  if (!(m as { cureOneOf?: boolean }).cureOneOf) return m;
  const { ends, tracks, unseals, ...rest } = m;
  for (const want of ends?.conditions ?? []) {
    const holds = heldConditions(draft).some((id) => {
      const rules = conditionRules(doc, id);
      return (id === want || rules?.kinds?.includes(want)) && curedBy(rules?.curedOnlyBy, cure.catalog, cure.level);
    });
    if (holds) return { ...rest, ends: { ...ends!, conditions: [want] } };
  }
  for (const t of tracks ?? []) if (t.by < 0 && trackLevel(doc, draft, t.track) > 0) return { ...rest, tracks: [t] };
  const sealed = Object.values(draft.live?.sealed ?? {}).some((p) => (p.rest ?? 0) + (p.lasting ?? 0) > 0);
  if (unseals && sealed) return { ...rest, unseals };
  return rest;
}
