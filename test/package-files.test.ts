// What `npm pack` puts in the package, checked from npm's own list: every entry point and declaration the
// exports name, the licence, the docs and examples the README links to; no playground build, sources or tests.
// And the package's runtime dependencies are exactly what its bundles leave to be installed.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const [packed] = JSON.parse(
  execFileSync(npm, ["pack", "--dry-run", "--json", "--ignore-scripts"], { encoding: "utf8", stdio: "pipe" }),
) as { files: { path: string }[] }[];
const files = new Set(packed!.files.map((f) => f.path));

/** Every file an export, `main`, `types` or `bin` points to. */
function targets(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return Object.values(value as object).flatMap(targets);
}

describe("the packed package", () => {
  it("holds every file package.json points to", () => {
    const wanted = [pkg.main, pkg.module, pkg.types, ...targets(pkg.bin), ...targets(pkg.exports)].map((t: string) =>
      normalize(t),
    );
    expect(wanted.filter((t) => !files.has(t))).toEqual([]);
  });

  it("holds the licence, the README, the SRD ruleset, the glue, the JSON Schema, every doc and every example", () => {
    for (const file of [
      "LICENSE",
      "README.md",
      "package.json",
      "rulesets/srd5e.json",
      "rulesets/srd5e/LICENSE.md",
      "dist/gme-glue.js",
      "dist/ruleset.schema.json",
    ])
      expect(files.has(file), file).toBe(true);
    const tracked = execFileSync("git", ["ls-files", "docs", "examples"], { encoding: "utf8" }).trim().split("\n");
    expect(tracked.length).toBeGreaterThan(20);
    const missing = tracked.filter((file) => !files.has(file));
    expect(missing).toEqual([]);
  });

  it("leaves out the playground build, sources, tests and build scratch", () => {
    const outside = [...files].filter((f) =>
      /^(dist\/web|docs\/api|src|test|scripts|bench|web|assembly|build|node_modules)\//.test(f),
    );
    expect(outside).toEqual([]);
  });

  it("resolves every relative link of the README and the docs inside the package", () => {
    const broken: string[] = [];
    for (const doc of [...files].filter((f) => f === "README.md" || /^docs\/.*\.md$/.test(f))) {
      for (const [, target] of readFileSync(doc, "utf8").matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const path = normalize(join(dirname(doc), target!)).replace(/\/$/, "");
        if (!files.has(path) && ![...files].some((f) => f.startsWith(`${path}/`))) broken.push(`${doc} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("has the MIT licence package.json names, and says where the project lives", () => {
    expect(pkg.license).toBe("MIT");
    expect(readFileSync("LICENSE", "utf8")).toMatch(/^MIT License\n/);
    expect(pkg.repository.url).toMatch(/^git\+https:\/\//);
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(pkg.bugs.url).toMatch(/^https:\/\//);
  });
});

describe("runtime dependencies", () => {
  // The packages a built file still imports (the rest is bundled in): bare specifiers, Node's own left out.
  const imported = new Set<string>();
  for (const file of [...files].filter((f) => /^dist\/.*\.(c|m)?js$/.test(f))) {
    const text = readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(
      /(?:\bfrom|\bimport|\brequire\s*\(|\bimport\s*\()\s*["']([@a-z][\w.@/-]*)["']/g,
    )) {
      const name = spec!.startsWith("@") ? spec!.split("/").slice(0, 2).join("/") : spec!.split("/")[0]!;
      if (!spec!.startsWith("node:") && !builtinModules.includes(name)) imported.add(name);
    }
  }

  it("are exactly the packages the bundles import", () => {
    expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual([...imported].sort());
  });

  it("leave the dice parser and the random generator bundled, not installed", () => {
    expect(imported.has("tinypool")).toBe(true); // the CLI's worker pool starts workers from its own file
    expect(imported.has("pure-rand")).toBe(false);
    expect(imported.has("@airjp73/dice-notation")).toBe(false);
  });
});
