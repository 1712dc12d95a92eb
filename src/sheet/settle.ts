// A draft to work on, with stored pool values brought within their maximum first, so a maximum that rises
// during the operation (a track lowered, a seal lifted) does not bring back points the sheet never had.
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import { type DraftSheet, draftOf } from "./draft.js";
import { poolValue } from "./pools.js";

export function draftFor(doc: RulesetDoc, sheet: SheetData): DraftSheet {
  const draft = draftOf(sheet);
  const pools = draft.live?.pools;
  if (pools) for (const id of Object.keys(pools)) pools[id] = poolValue(doc, sheet, id);
  return draft;
}
