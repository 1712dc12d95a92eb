// Grid distance in cells between two cells `dx`, `dy` apart.
// rule 0: every step costs one cell (5e default: diagonals count as 5 ft);
// rule 1: 5-10-5, every second diagonal step costs two cells.
export function gridDistance(dx: i32, dy: i32, rule: i32): i32 {
  const ax = abs<i32>(dx);
  const ay = abs<i32>(dy);
  const longer = max<i32>(ax, ay);
  if (rule == 0) return longer;
  const diagonal = min<i32>(ax, ay);
  return longer + (diagonal >> 1);
}
