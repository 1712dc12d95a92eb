// Runs a parsed Game Master command on one sheet or a party. Every op works on copies; a rejection returns
// before anything is handed back, so pools, dice, charges and the generator stay exactly as they were.
import type { Rng } from "../../random/rng.js";
import type { RulesetDoc, SheetData } from "../../ruleset/index.js";
import { setCondition } from "../condition-op.js";
import type { DraftSheet } from "../draft.js";
import { reject } from "../errors.js";
import type { SheetEvent } from "../events.js";
import { gainTemporary, takeDamage } from "../health.js";
import { setBound, setWorn, toggleItem } from "../inventory.js";
import { setMark } from "../mark.js";
import { restParty } from "../rests.js";
import { draftFor } from "../settle.js";
import { writeText } from "../text-op.js";
import { restoreOp, rollAmount, useHeld } from "../use.js";
import { checkAttrs, type ParsedCommand, wholeNumber, yesNo } from "./parse.js";

export function runOnParty(
  doc: RulesetDoc,
  sheets: readonly SheetData[],
  cmd: ParsedCommand,
  rng: Rng,
): { sheets: SheetData[]; events: SheetEvent[] } {
  if (cmd.op === "rest") {
    checkAttrs(cmd, ["rest"], ["dice", "pool"]);
    return restParty(doc, sheets, { rest: cmd.attrs.rest, dice: wholeNumber(cmd, "dice"), pool: cmd.attrs.pool }, rng);
  }
  if (cmd.scope === "party")
    reject("bad-command", `op="${cmd.op}" is for one sheet; only rest is party-wide`, "command.op");
  if (sheets.length !== 1) reject("bad-command", "a sheet command needs exactly one sheet", "command");
  const draft: DraftSheet = draftFor(doc, sheets[0]);
  const events = runOnDraft(doc, draft, cmd, rng);
  return { sheets: [draft as SheetData], events };
}

function runOnDraft(doc: RulesetDoc, draft: DraftSheet, cmd: ParsedCommand, rng: Rng): SheetEvent[] {
  switch (cmd.op) {
    case "use":
      checkAttrs(cmd, ["name"], ["recover", "amount", "pay"]);
      return useHeld(
        doc,
        draft,
        cmd.attrs.name,
        { recover: cmd.attrs.recover, amount: wholeNumber(cmd, "amount"), pay: cmd.attrs.pay },
        rng,
      );
    case "prepare":
    case "unprepare":
      checkAttrs(cmd, ["name"], ["list"]);
      return setMark(doc, draft, cmd.attrs.name, cmd.op === "prepare", cmd.attrs.list);
    case "restore":
      checkAttrs(cmd, ["amount"], ["pool", "magical"]);
      return restoreOp(
        doc,
        draft,
        { pool: cmd.attrs.pool, amount: cmd.attrs.amount, magical: yesNo(cmd, "magical") },
        rng,
      );
    case "damage":
    case "temporary": {
      checkAttrs(cmd, ["amount"], []);
      const roll = rollAmount(cmd.attrs.amount, rng);
      const amount = Math.max(0, roll.total);
      const rolled: SheetEvent = { type: "roll", what: cmd.op, roll };
      return [rolled, ...(cmd.op === "damage" ? takeDamage(doc, draft, amount) : gainTemporary(doc, draft, amount))];
    }
    case "wear":
    case "takeoff":
      checkAttrs(cmd, ["name"], []);
      return setWorn(doc, draft, cmd.attrs.name, cmd.op === "wear");
    case "condition":
      checkAttrs(cmd, ["name"], ["on"]);
      return setCondition(doc, draft, cmd.attrs.name, cmd.attrs.on === undefined ? true : yesNo(cmd, "on"));
    case "write":
      checkAttrs(cmd, ["field", "text"], []);
      return writeText(doc, draft, cmd.attrs.field, cmd.attrs.text);
    case "toggle":
      checkAttrs(cmd, ["name"], ["on"]);
      return toggleItem(doc, draft, cmd.attrs.name, cmd.attrs.on === undefined ? undefined : yesNo(cmd, "on"));
    case "bind":
    case "unbind":
      checkAttrs(cmd, ["name"], []);
      return setBound(doc, draft, cmd.attrs.name, cmd.op === "bind");
    default:
      return reject(
        "bad-command",
        `unknown op ${JSON.stringify(cmd.op)} (rest, use, prepare, unprepare, restore, damage, temporary, wear, takeoff, toggle, bind, unbind, condition, write)`,
        "command.op",
      );
  }
}
