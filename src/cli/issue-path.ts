// A validator path as a person reads it: each array index that holds an entry with an id shows the id beside
// the index (`catalogs.spells.entries[18 "fireball"].mechanics`), so the entry can be found without counting.
// The `path` of the report itself stays as it is, for programs.

type Segment = string | number;

const TOKEN = /\.?([A-Za-z_$][A-Za-z0-9_$-]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/gy;

/** The segments of a validator path (`a.b[3]["x y"]`), or undefined when it is not one. */
export function parsePath(path: string): Segment[] | undefined {
  if (path === "$") return [];
  const out: Segment[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < path.length) {
    const m = TOKEN.exec(path);
    if (!m) return undefined;
    out.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3]!) as string)));
  }
  return out;
}

/** `path` with the id of each entry it passes through, read from `doc`; the path as it is when it cannot be. */
export function readablePath(path: string, doc: unknown): string {
  const segments = parsePath(path);
  if (!segments) return path;
  let node: unknown = doc;
  let out = "";
  for (const s of segments) {
    node = node !== null && typeof node === "object" ? (node as Record<string | number, unknown>)[s] : undefined;
    if (typeof s === "number") {
      const id = node !== null && typeof node === "object" ? (node as { id?: unknown }).id : undefined;
      out += typeof id === "string" && id ? `[${s} ${JSON.stringify(id)}]` : `[${s}]`;
    } else out += /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(s) ? (out ? `.${s}` : s) : `[${JSON.stringify(s)}]`;
  }
  return out || "$";
}
