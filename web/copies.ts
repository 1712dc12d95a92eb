// The copy picker's rule (1.178): an area put down several times is placed one copy a click, each on a highlighted
// cell not taken yet; the click that places the last one completes the choice (`at`, the first; `copies`, the rest in
// the order placed). The engine checks that each touches one placed before it.
import type { Option } from "../src/index.js";
import type { Cell } from "../src/ruleset/index.js";

const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];

/** The copies after a click on `cell` (unchanged when it cannot take one), and the choice's fields once all are placed. */
export function placeCopy(
  option: Option,
  placed: readonly Cell[],
  cell: Cell,
): { placed: Cell[]; done?: { at: Cell; copies: Cell[] } } {
  const count = option.copies?.count ?? 1;
  if (!option.cells?.some((c) => same(c, cell)) || placed.some((c) => same(c, cell)) || placed.length >= count)
    return { placed: [...placed] };
  const next = [...placed, cell];
  return next.length < count ? { placed: next } : { placed: next, done: { at: next[0]!, copies: next.slice(1) } };
}

/** What the page says while copies are being placed. */
export function copiesHint(option: Option, placed: readonly Cell[]): string {
  const count = option.copies?.count ?? 1;
  return placed.length
    ? `${placed.length} of ${count} placed: click where the next goes, touching one already placed.`
    : `Click ${count} highlighted cells, one after another: each copy touches one placed before it.`;
}
