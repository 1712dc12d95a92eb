// The core tests for no package: no comparison in src/combat (outside the base package's modules), src/director,
// src/validate or src/registry against a package's id, the id of one of its modules, or a module's claim on a use.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGES } from "../../src/index.js";

const CORE = ["src/combat", "src/director", "src/validate", "src/registry"];
const BASE = new Set(["base", "sheet"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path === join("src", "combat", "capabilities")) return [];
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("the core names no package", () => {
  it("compares nothing with a package's id or its modules' ids", () => {
    const names = new Set<string>();
    for (const p of PACKAGES.filter((p) => !BASE.has(p.id))) {
      names.add(p.id);
      for (const { module } of p.modules) names.add(module.id);
    }
    const found: string[] = [];
    for (const file of CORE.flatMap(files)) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/[!=]==\s*"([^"]+)"/g)) if (names.has(m[1]!)) found.push(`${file}: ${m[0]}`);
      // A package's own option fields (a teleport's landing cells) are read by its part, not by the core.
      for (const m of text.matchAll(/\bo(?:ption)?\??\.teleport\b/g)) found.push(`${file}: ${m[0]}`);
    }
    expect(found).toEqual([]);
  });
});

describe("the core's option kinds", () => {
  it("are the base game's; a package's kind is declared in its folder", () => {
    const core = readFileSync("src/combat/types.ts", "utf8");
    const kinds = [...core.matchAll(/readonly kind: "([^"]+)"/g)].map((m) => m[1]);
    expect(kinds).toEqual(["use", "move", "standard", "end", "pass", "flee"]);
    expect(readFileSync("src/capabilities/zones/option.ts", "utf8")).toMatch(
      /interface PackageOptions \{\s*zone: ZoneOption;/,
    );
  });
});
