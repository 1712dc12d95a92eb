// Checking a teleport's choice against its option (1.276, 1.279): `at` one of its cells (none to leave the fight,
// when it can), `carries` some of those it lists, each once, no more than it takes; it names no targets.
import type { Choice, Option, Rejection, RejectionCode } from "../../combat/types.js";
import type { TeleportOffer } from "./def.js";

const reject = (code: RejectionCode, message: string, path: string): Rejection => ({ code, message, path });
const isCell = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n));

function checkTeleport(offer: TeleportOffer, choice: Choice): Rejection | undefined {
  if (choice.targets?.length)
    return reject("bad-targets", "a teleport takes no targets: name `at` and `carries`", "targets");
  if (choice.at === undefined) {
    if (!offer.leaves) return reject("bad-cell", "this teleport needs a cell `at`: [x, y]", "at");
  } else if (!isCell(choice.at)) return reject("bad-cell", "`at` is a cell: [x, y]", "at");
  else if (!offer.cells.some((c) => c[0] === choice.at![0] && c[1] === choice.at![1]))
    return reject("bad-cell", `(${choice.at.join(", ")}) is not one of the teleport's cells`, "at");
  const carries = choice.carries;
  if (carries === undefined) return undefined;
  if (!Array.isArray(carries)) return reject("bad-carries", "`carries` is a list of combatant ids", "carries");
  for (let i = 0; i < carries.length; i++) {
    if (!offer.carries?.includes(carries[i]!))
      return reject("bad-carries", `${JSON.stringify(carries[i])} cannot come along`, `carries[${i}]`);
    if (carries.indexOf(carries[i]!) !== i)
      return reject("bad-carries", `${carries[i]} is named twice`, `carries[${i}]`);
  }
  if (carries.length > (offer.upTo ?? 0))
    return reject("bad-carries", `at most ${offer.upTo ?? 0} can come along`, "carries");
  return undefined;
}

/** The teleport module's choice check: a teleport's choice whole (its cells and companions stand in for
 * targets), and `carries` refused on any other option. */
export function checkTeleportChoice(option: Option, choice: Choice): Rejection | "whole" | undefined {
  if (option.teleport) return checkTeleport(option.teleport, choice) ?? "whole";
  if (choice.carries !== undefined) return reject("bad-carries", "this option carries no one", "carries");
  return undefined;
}
