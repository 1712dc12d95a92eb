// JSON paths as the validator writes them: `a.b[3].c`, with keys that are not plain names quoted (`a["x y"]`).

export type PathSegment = string | number;

const PLAIN = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

export function formatPath(segments: readonly PathSegment[]): string {
  if (segments.length === 0) return "$";
  let out = "";
  for (const segment of segments) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (PLAIN.test(segment)) out += out === "" ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}
