// `gamemode-engine capabilities --json` from the built bundle (npm test builds first).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allKeys, capabilityApi, sections } from "../../src/registry/index.js";

const built = existsSync("dist/node/cli.js");

describe.skipIf(!built)("gamemode-engine capabilities", () => {
  it("--json prints one { key, version, where, implemented } per key", () => {
    const out = execFileSync("node", ["bin/gamemode-engine.js", "capabilities", "--json"], { encoding: "utf8" });
    const rows = JSON.parse(out) as Record<string, unknown>[];
    expect(rows.length).toBe(allKeys().length);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(["key", "version", "where", "implemented"]);
      expect(typeof row.key).toBe("string");
      expect(row.version).toMatch(/^(base|1\.\d+)$/);
      expect(Array.isArray(row.where)).toBe(true);
      expect(typeof row.implemented).toBe("boolean");
    }
    expect(rows).toContainEqual({
      key: "zone.rounds",
      version: "1.172",
      where: ["entry.mechanics"],
      implemented: true,
    });
  });
  it("--sections lists every section of the reference, the key-less ones with their behaviour's status", () => {
    const out = execFileSync("node", ["bin/gamemode-engine.js", "capabilities", "--sections", "--json"], {
      encoding: "utf8",
    });
    const rows = JSON.parse(out) as { version: string; keyless: boolean; status: string }[];
    expect(rows.map((r) => r.version)).toEqual(sections.map((s) => s.version));
    expect(rows.filter((r) => r.keyless).map((r) => [r.version, r.status])).toEqual([
      ["1.243", "yes"],
      ["1.277", "yes"],
    ]);
    const text = execFileSync("node", ["bin/gamemode-engine.js", "capabilities", "--sections"], { encoding: "utf8" });
    expect(text).toMatch(/^version\s+title\s+keys\s+implemented\s+status/);
    expect(text).toMatch(/1\.277\s+Six conditions at once, and sight that truly sees\s+-\s+yes\s+yes/);
  });
  it("prints a table without --json", () => {
    const out = execFileSync("node", ["bin/gamemode-engine.js", "capabilities"], { encoding: "utf8" });
    expect(out).toMatch(/^key\s+version\s+implemented\s+where/);
    expect(out).toContain(`Capability API ${capabilityApi()}`);
  });
});
