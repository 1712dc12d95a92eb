// The README's first example, as a user gets it: the package packed and unpacked into node_modules of a
// project of its own, type-checked there by strict TypeScript (an ES module project and a CommonJS one, each
// resolving the package's types the way Node resolves its code) and then run by Node both ways.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The first ```js block under the README's "## Embed it". */
function readmeSnippet(): string {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Embed it"));
  const block = /```js\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README.md: no ```js block under "## Embed it"');
  return block[1]!;
}

/** The snippet as CommonJS: its imports become require() calls and the rest an async function. */
function asCommonJs(snippet: string, requireForm: boolean): string {
  const lines = snippet.split("\n");
  const imports = lines.filter((l) => l.startsWith("import "));
  const body = lines.filter((l) => !l.startsWith("import "));
  const head = requireForm
    ? imports.map((l) => l.replace(/^import (\{[^}]*\}) from ("[^"]+");.*$/, "const $1 = require($2);"))
    : imports;
  return `${head.join("\n")}\nasync function main() {\n${body.join("\n")}\n}\nvoid main();\n`;
}

// node16 for CommonJS: "nodenext" lets TypeScript 7 require() an ES module (as Node 22 can), which would hide
// CommonJS types that are missing for older Node and TypeScript settings (TS1479).
const tsconfig = (module: "node16" | "nodenext") => ({
  compilerOptions: {
    strict: true,
    module,
    moduleResolution: module,
    target: "es2022",
    lib: ["es2022", "dom"],
    types: [],
    noEmit: true,
    skipLibCheck: false,
  },
});

describe("the README's example in a project that installed the package", () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "gamemode-engine-consumer-"));
    const [packed] = JSON.parse(
      execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", root], { encoding: "utf8" }),
    );
    const installed = join(root, "node_modules", "gamemode-engine");
    mkdirSync(installed, { recursive: true });
    execFileSync("tar", ["-xzf", join(root, packed.filename), "-C", installed, "--strip-components=1"]);
    const snippet = readmeSnippet();
    const project = (name: string, type: string, files: Record<string, string>) => {
      mkdirSync(join(root, name));
      writeFileSync(join(root, name, "package.json"), JSON.stringify({ type }));
      writeFileSync(
        join(root, name, "tsconfig.json"),
        JSON.stringify(tsconfig(type === "module" ? "nodenext" : "node16")),
      );
      for (const [file, text] of Object.entries(files)) writeFileSync(join(root, name, file), text);
    };
    // What packages add to the published types by declaration merging: a `Fight` method and an event type.
    const merged = [
      'import type { CombatEvent, Fight } from "gamemode-engine";',
      "export const zonesOf = (fight: Fight) => fight.zones();",
      'export const carried: CombatEvent["t"] = "zone-carried";',
      "",
    ].join("\n");
    project("esm", "module", { "readme.ts": snippet, "readme.js": snippet, "merged.ts": merged });
    project("cjs", "commonjs", { "readme.ts": asCommonJs(snippet, false), "readme.js": asCommonJs(snippet, true) });
  }, 60_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const tsc = (name: string) =>
    spawnSync(process.execPath, [resolve("node_modules/typescript/bin/tsc"), "-p", join(root, name)], {
      encoding: "utf8",
    });
  const node = (name: string) =>
    spawnSync(process.execPath, [join(root, name, "readme.js")], { encoding: "utf8", cwd: join(root, name) });

  it("type-checks as an ES module under strict TypeScript", () => {
    const result = tsc("esm");
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("type-checks as CommonJS under strict TypeScript (types for require, no TS1479)", () => {
    const result = tsc("cjs");
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("runs in Node as an ES module and as CommonJS with require()", () => {
    for (const name of ["esm", "cjs"]) {
      const result = node(name);
      expect(result.stderr, name).toBe("");
      expect(result.status, name).toBe(0);
    }
  });
});
