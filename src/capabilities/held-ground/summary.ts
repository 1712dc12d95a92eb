// Extension point "summary marks": those felled or reaped on Held Ground (1.323), for the story to raise the felled
// later.
import type { SummaryMarks } from "../../combat/fight.js";

export const summaryMarks: SummaryMarks = (_state, c) =>
  c.felled || c.reaped ? { ...(c.felled ? { felled: true } : {}), ...(c.reaped ? { reaped: true } : {}) } : undefined;
