// Straight-line moves (pushes, drift, charges, rams): the footprint's top-left cells, one step at a time,
// along a direction, stopping before the first step that would leave the board or meet something solid.
import { F_MOVE, H, pFlags, pOcc, pPath, pRel, REL_NONE, W } from "./board";

export const LINE_STOP_CREATURES: i32 = 1; // anyone not marked REL_NONE stops it
export const LINE_SQUEEZE_ONLY: i32 = 2; // a diagonal step stops only between two walls

function free(x: i32, y: i32, size: i32, opts: i32, wallsOnly: bool): bool {
  if (x < 0 || y < 0 || x + size > W || y + size > H) return false;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const c = <usize>((y + j) * W + x + i);
      if (load<u8>(pFlags + c) & F_MOVE) return false;
      if (!wallsOnly && opts & LINE_STOP_CREATURES) {
        const o = load<u8>(pOcc + c);
        if (o != 0 && load<u8>(pRel + <usize>o) != REL_NONE) return false;
      }
    }
  }
  return true;
}

// Rounds num/den to the nearest whole number, halves away from zero, so opposite directions mirror.
function roundDiv(num: i32, den: i32): i32 {
  const a = (2 * abs(num) + den) / (2 * den);
  return num < 0 ? -a : a;
}

/**
 * Up to `steps` positions of the footprint moving from (x, y) along (dx, dy), each step one cell
 * (orthogonal or diagonal) nearer the ideal line. Writes the positions reached (not the start) to
 * pPath as y * W + x and returns how many: fewer than `steps` means it stopped at something.
 */
export function straight(x: i32, y: i32, size: i32, dx: i32, dy: i32, steps: i32, opts: i32): i32 {
  const m = max(abs(dx), abs(dy));
  if (m == 0 || steps <= 0) return 0;
  let px = x;
  let py = y;
  let n = 0;
  for (let k = 1; k <= steps; k++) {
    const nx = x + roundDiv(k * dx, m);
    const ny = y + roundDiv(k * dy, m);
    if (!free(nx, ny, size, opts, false)) break;
    if (nx != px && ny != py) {
      // No slipping diagonally past a wall's corner (or between two, as an option).
      const a = free(nx, py, size, opts, true);
      const b = free(px, ny, size, opts, true);
      if (opts & LINE_SQUEEZE_ONLY ? !a && !b : !a || !b) break;
    }
    store<i32>(pPath + ((<usize>n) << 2), ny * W + nx);
    n++;
    px = nx;
    py = ny;
  }
  return n;
}
