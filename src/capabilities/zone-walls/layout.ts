// How a wall is laid out (1.177): the fields a wall option carries (`toward`, `ring`, `sides`), the check of the
// choice's `toward`, `ring` and `side`, and the layout the choice makes.
import type { AreaLayout, Choice, Option, Rejection } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import { SIDES } from "./def.js";

/** The fields a wall's option carries, or undefined for any other use. */
export function wallShape(use: UseDef): Pick<Option, "toward" | "ring" | "sides"> | undefined {
  if (use.m.area?.shape !== "wall" || !use.m.zone) return undefined;
  return {
    toward: true,
    ...(use.m.area.ring !== undefined ? { ring: true } : {}),
    // The side catches beside it, or takes whoever stands where a wall closed to walking rises.
    ...(use.m.zone.side || use.m.zone.blocks?.includes("move") ? { sides: SIDES } : {}),
  };
}

const reject = (code: Rejection["code"], message: string, path: string): Rejection => ({ code, message, path });

const isCell = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n));

/** The choice's `toward`, `ring` and `side`, against what its option offers. */
export function checkWallChoice(option: Option, choice: Choice): Rejection | undefined {
  if (choice.toward !== undefined) {
    if (!option.toward) return reject("bad-choice", "only a wall runs `toward` a cell", "toward");
    if (!isCell(choice.toward)) return reject("bad-cell", "`toward` is a cell: [x, y]", "toward");
    const [x, y] = choice.toward;
    if (!option.cells?.some((c) => c[0] === x && c[1] === y))
      return reject("bad-cell", `(${x}, ${y}) is not one of the option's cells`, "toward");
    if (isCell(choice.at) && choice.at[0] === x && choice.at[1] === y)
      return reject("bad-cell", "`toward` must be another cell than `at`", "toward");
  }
  if (choice.ring !== undefined) {
    if (typeof choice.ring !== "boolean") return reject("wrong-type", "`ring` is true or false", "ring");
    if (choice.ring && !option.ring) return reject("bad-choice", "this option cannot be laid out as a ring", "ring");
    if (choice.ring && choice.toward !== undefined)
      return reject("bad-choice", "a ring runs toward no cell: name `ring` or `toward`", "ring");
  }
  if (choice.side !== undefined) {
    if (!option.sides) return reject("bad-choice", "this option has no side to choose", "side");
    if (!option.sides.includes(choice.side))
      return reject("bad-choice", `side is ${option.sides.map((s) => JSON.stringify(s)).join(" or ")}`, "side");
  }
  return undefined;
}

/** The layout a checked choice makes for a wall, or undefined for the plain one (across the line from its user). */
export function layoutOf(use: UseDef, choice: Choice): AreaLayout | undefined {
  if (choice.ring && use.m.area?.ring !== undefined) return { ring: use.m.area.ring };
  if (choice.toward) return { toward: [choice.toward[0], choice.toward[1]] };
  return undefined;
}
