// "Did you mean …" for a mistyped command: the nearest name by edit distance, swapped letters counting once.
import { editDistance } from "../validate/suggest.js";

/** Two neighbouring letters swapped ("fihgt") count as one edit, as a person makes them. */
function distance(a: string, b: string): number {
  let best = editDistance(a, b);
  for (let i = 0; i + 1 < a.length; i++) {
    const swapped = a.slice(0, i) + a[i + 1] + a[i] + a.slice(i + 2);
    if (swapped !== a) best = Math.min(best, 1 + editDistance(swapped, b));
  }
  return best;
}

/** The nearest of `names` to `typed`, when within two edits (one for short names), else undefined. */
export function nearest(typed: string, names: readonly string[]): string | undefined {
  const limit = typed.length <= 3 ? 1 : 2;
  let found: string | undefined;
  let best = limit + 1;
  for (const name of names) {
    const d = distance(typed.toLowerCase(), name);
    if (d < best) {
      best = d;
      found = name;
    }
  }
  return found;
}
