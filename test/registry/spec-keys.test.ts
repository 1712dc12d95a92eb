// Keeps the registry honest as the reference grows: every backticked token on every `Keys:` line of the
// reference (kept as data in reference-keys.json) must be found in the registry, as a key, a part of a key's
// path, or a value.
import { describe, expect, it } from "vitest";
import { allKeys } from "../../src/registry/index.js";
import { REFERENCE_SECTIONS, referenceParts } from "./reference-keys.js";

const parts = referenceParts();

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
    expect(parts.size).toBeGreaterThanOrEqual(4);
  });
  for (const [part, sections] of parts) {
    const lines = sections.map((s) => s.keysLine);
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
    const missing: string[] = [];
    for (const { version, keysLine } of REFERENCE_SECTIONS) {
      const keys = keysLine.replace(/^Keys:\s*/, "");
      if (version === "base" || keys.startsWith("none new") || !/`[^`]+`/.test(keys)) continue;
      if (!versions.has(version) && !allKeys().some((r) => r.also.includes(version))) missing.push(version);
    }
    expect(missing).toEqual([]);
  });
});
