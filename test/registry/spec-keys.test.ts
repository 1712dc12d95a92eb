// Keeps the registry honest as the reference grows: every backticked token on every `Keys:` line of
// ../shared/spec must be found in the registry, as a key, a part of a key's path, or a value.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allKeys } from "../../src/registry/index.js";

const specDir = path.resolve(process.cwd(), "../shared/spec");
const parts = readdirSync(specDir).filter((f) => /^part-\d+\.md$/.test(f));

// Quotes and spaces differ between `"on": "attacked"` and `on: "attacked"`; compare without them.
const plain = (s: string) => s.replace(/["\s]/g, "");

const spellings = allKeys().flatMap((r) => [r.key, r.as ?? "", ...(r.values ?? [])].map(plain).filter(Boolean));

function found(token: string): boolean {
  const t = plain(token).replace(/^(mechanics|use|attack)\./, "");
  return spellings.some(
    (s) =>
      s === t ||
      s.endsWith(`.${t}`) ||
      s.startsWith(`${t}.`) ||
      s.startsWith(`${t}[`) ||
      s.startsWith(`${t}:`) ||
      s.includes(`.${t}.`) ||
      s.includes(`.${t}[`) ||
      s.includes(`.${t}:`) ||
      s.includes(`{${t}}`) ||
      s.includes(`:${t}}`),
  );
}

/** `rescue.roll: "checks"`: a key with one of its values. */
function foundWithValue(token: string): boolean {
  const kv = /^([\w.[\]]+):(.+)$/.exec(plain(token));
  if (!kv) return false;
  const [, key, value] = kv;
  return allKeys().some((r) => (r.key === key || r.key.endsWith(`.${key}`)) && (r.values ?? []).includes(value!));
}

/** Literals and JSON shapes (`true`, `{ "after": N }`, `"inLair": true`) name keys only by their quoted names. */
function accounted(token: string): boolean {
  if (/^(true|false|null|N|\d+)$/.test(token)) return true;
  if (token.startsWith("{")) return [...token.matchAll(/"([^"]+)"/g)].every((m) => found(m[1]!));
  const literal = /^"?([\w.[\]]+)"?\s*:\s*(true|false|-?\d+|N)$/.exec(token);
  return found(literal ? literal[1]! : token) || foundWithValue(token);
}

describe("every key on a Keys: line of the reference is in the registry", () => {
  it("finds the reference", () => {
    expect(parts.length).toBeGreaterThanOrEqual(4);
  });
  for (const part of parts) {
    const lines = readFileSync(path.join(specDir, part), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("Keys:"));
    it(`${part}: ${lines.length} Keys: lines`, () => {
      const missing: string[] = [];
      for (const line of lines)
        for (const m of line.matchAll(/`([^`]+)`/g))
          if (!accounted(m[1]!)) missing.push(`${m[1]} in: ${line.slice(0, 60)}`);
      expect(missing).toEqual([]);
    });
  }
});

describe("sections", () => {
  it("has a record for every section that introduces keys", () => {
    const versions = new Set(allKeys().map((r) => r.version));
    for (const part of parts) {
      const text = readFileSync(path.join(specDir, part), "utf8");
      for (const m of text.matchAll(/^## (1\.\d+) — .*\nKeys: (.*)$/gm)) {
        if (m[2]!.startsWith("none new")) continue;
        const listed = [...m[2]!.matchAll(/`([^`]+)`/g)].length;
        if (listed > 0) expect(versions.has(m[1]!) || allKeys().some((r) => r.also.includes(m[1]!))).toBe(true);
      }
    }
  });
});
