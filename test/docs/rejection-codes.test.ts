// Every code a choice can be refused with is in the documented list of docs/combat.md.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : [],
  );
}

describe("rejection codes", () => {
  it("every code the combat core rejects a choice with is documented", () => {
    const codes = new Set<string>();
    for (const file of sources("src/combat")) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/reject\("([a-z-]+)"/g)) codes.add(m[1]!);
      for (const m of text.matchAll(/rejected: \{ code: "([a-z-]+)"/g)) codes.add(m[1]!);
    }
    expect(codes.size).toBeGreaterThan(8);
    const doc = readFileSync("docs/combat.md", "utf8");
    const missing = [...codes].filter((code) => !doc.includes(`\`${code}\``));
    expect(missing).toEqual([]);
  });
});
