// The wording of this package's event in the text log.
import type { EventText } from "../../combat/events.js";
import { type FixedContest, fixedContestText } from "./def.js";

export const events = { "fixed-contest": ((e, n) => fixedContestText(e as FixedContest, n)) as EventText };
