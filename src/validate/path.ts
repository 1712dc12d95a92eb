// JSON paths as the validator writes them: `a.b[3].c`, with keys that are not plain names quoted (`a["x y"]`).

export type PathSegment = string | number;

const PLAIN = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/** Characters of a key a path shows: hostile input may send keys of any length, and reports stay small. */
export const MAX_SHOWN_KEY = 100;

export function formatPath(segments: readonly PathSegment[]): string {
  if (segments.length === 0) return "$";
  let out = "";
  for (const segment of segments) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (segment.length > MAX_SHOWN_KEY) out += `[${JSON.stringify(`${segment.slice(0, MAX_SHOWN_KEY)}…`)}]`;
    else if (PLAIN.test(segment)) out += out === "" ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
