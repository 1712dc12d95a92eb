// Character sheets outside combat: values, checks, rests, inventory and the Game Master's commands.
export { type PartyResult, partyCommand, Sheet, type SheetOptions, type SheetResult } from "./api.js";
export { type CheckEvent, type CheckOptions, rollCheck } from "./checks.js";
export { type ParsedCommand, parseCommand } from "./command/parse.js";
export { runOnParty } from "./command/run.js";
export { contextOf, type SheetContext } from "./context.js";
export { type RulesetInput, rulesetDoc } from "./doc.js";
export { type Rejection, SheetError } from "./errors.js";
export type { SheetEvent } from "./events.js";
export { type ItemLight, itemLights, type Light } from "./lights.js";
export { poolMax, poolValue } from "./pools.js";
export { type RestOptions, restParty, restSheet } from "./rests.js";
export { evaluate } from "./value.js";
