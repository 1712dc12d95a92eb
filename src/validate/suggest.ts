// "Did you mean …" for an unknown key: the nearest valid key by edit distance, when it is near enough.

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** The closest candidate within a third of the key's length (at least 1, at most 3 edits), case ignored. */
export function closest(key: string, candidates: Iterable<string>): string | undefined {
  const lower = key.toLowerCase();
  const limit = Math.min(3, Math.max(1, Math.floor(key.length / 3)));
  let found: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase(), limit);
    if (distance > limit) continue;
    // Ties go to the alphabetically first candidate, so the suggestion does not depend on iteration order.
    if (distance < bestDistance || (distance === bestDistance && found !== undefined && candidate < found)) {
      found = candidate;
      bestDistance = distance;
    }
  }
  return found;
}
