// Extension point "summary marks": an enemy that teleported out of the fight (1.279) is neither defeated nor still
// standing; the summary says it escaped.
import type { SummaryMarks } from "../../combat/fight.js";

export const summaryMarks: SummaryMarks = (_state, c) =>
  c.left && c.side === "enemies" ? { escaped: true } : undefined;
