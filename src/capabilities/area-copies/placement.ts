// Placing the copies of an area put down several times (1.178 `area.copies`, 1.301 `area.copiesWithin`): what an
// option says of them, the check of a choice's `copies` (each copy touching one placed before it, or its centre
// within `copiesWithin` of one), and the layout that keeps them as steps from the first.
import { areaShapes } from "../../combat/board/area.js";
import { boardOf } from "../../combat/board/geometry.js";
import { cellsApart, diagonalRule } from "../../combat/board/grid.js";
import type { Ctx } from "../../combat/context.js";
import type { AreaLayout, Choice, Option, Rejection } from "../../combat/types.js";
import { type UseDef, usesOf } from "../../combat/uses.js";
import type { Cell } from "../../ruleset/encounter.js";
import type { CopiesShape } from "./def.js";

/** What the option of `use` says of its copies: on a board only (without one an area is aimed at people, 1.192). */
export function copiesShape(ctx: Ctx, use: UseDef): CopiesShape | undefined {
  const area = use.m.area;
  if (!area?.copies || area.around || !ctx.state.board) return undefined;
  return { count: area.copies, ...(area.copiesWithin !== undefined ? { within: area.copiesWithin } : {}) };
}

/** The layout of copies aimed at `aims` (the first is the act's `at`): each later one as a step from the first. */
export function copiesLayout(aims: readonly Cell[]): AreaLayout {
  const [x, y] = aims[0]!;
  return { copies: aims.slice(1).map((c): Cell => [c[0] - x, c[1] - y]) };
}

/** The first copy, in the order placed, that lies apart from every copy placed before it (-1 when none does):
 * touching none of them (sharing or bordering no cell), or with `copiesWithin`, its centre farther from theirs. */
export function strayCopy(ctx: Ctx, use: UseDef, origin: Cell, aims: readonly Cell[]): number {
  const b = ctx.state.board!;
  const area = use.m.area!;
  if (area.copiesWithin !== undefined) {
    const reach = Math.floor(area.copiesWithin / b.perCell);
    for (let i = 1; i < aims.length; i++)
      if (!aims.slice(0, i).some((a) => cellsApart(b, a, aims[i]!) <= reach)) return i;
    return -1;
  }
  const shapes = areaShapes(b, area, origin, aims[0]!, copiesLayout(aims));
  const { touching } = boardOf(ctx.state).area(shapes, { diagonals: diagonalRule(b) });
  for (let i = 1; i < aims.length; i++) if (!touching[i]!.some((j) => j < i)) return i;
  return -1;
}

const reject = (code: Rejection["code"], message: string, path: string): Rejection => ({ code, message, path });
const isCell = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n));
const key = (c: readonly number[]) => `${c[0]},${c[1]}`;

/** The choice's `copies` against its option: one fewer than the count, each one of the option's cells, no two
 * copies on one cell, and each lying as the area says beside one placed before it. */
export function checkCopies(option: Option, choice: Choice, ctx: Ctx): Rejection | undefined {
  const shape = option.copies;
  if (!shape) {
    if (choice.copies === undefined) return undefined;
    return reject("bad-choice", "this option puts its area down once: it takes no `copies`", "copies");
  }
  const more = shape.count - 1;
  if (choice.copies === undefined)
    return reject(
      "missing",
      `the area is put down ${shape.count} times: name the other ${more} cells in \`copies\``,
      "copies",
    );
  if (!Array.isArray(choice.copies)) return reject("wrong-type", "`copies` is a list of cells: [[x, y], …]", "copies");
  if (choice.copies.length !== more)
    return reject(
      "bad-choice",
      `name exactly ${more} cells in \`copies\` (the area is put down ${shape.count} times)`,
      "copies",
    );
  const offered = new Set((option.cells ?? []).map(key));
  const taken = new Set(isCell(choice.at) ? [key(choice.at)] : []);
  for (const [i, c] of choice.copies.entries()) {
    const path = `copies[${i}]`;
    if (!isCell(c)) return reject("bad-cell", "each copy is a cell: [x, y]", path);
    if (!offered.has(key(c))) return reject("bad-cell", `(${c.join(", ")}) is not one of the option's cells`, path);
    if (taken.has(key(c))) return reject("bad-cell", `(${c.join(", ")}) already has a copy`, path);
    taken.add(key(c));
  }
  // A bad `at` is the core's to refuse.
  if (!isCell(choice.at) || !offered.has(key(choice.at))) return undefined;
  const who = ctx.state.combatants[option.who];
  const use = who && usesOf(ctx.ruleset, ctx.state, who).find((u) => u.id === option.use);
  if (!who?.at || !use) return undefined;
  const aims = [choice.at, ...choice.copies];
  const stray = strayCopy(ctx, use, who.at, aims);
  if (stray < 0) return undefined;
  const c = aims[stray]!;
  const why =
    shape.within !== undefined
      ? `is not within ${shape.within} of a copy placed before it`
      : "touches no copy placed before it";
  return reject("bad-cell", `the copy at (${c.join(", ")}) ${why}`, `copies[${stray - 1}]`);
}
