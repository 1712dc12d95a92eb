// What scripts/build.mjs reads and writes, so a build can be skipped when nothing it reads has changed: a hash
// of every input file's path and bytes, kept beside the wasm in build/ (never packed, unlike dist/).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const INPUTS = [
  "src",
  "assembly",
  "bindings",
  "rulesets",
  "examples/glue/gme-glue.js",
  "scripts/build.mjs",
  "scripts/build-inputs.mjs",
  "package.json",
  "package-lock.json",
  "asconfig.json",
  "tsconfig.json",
  "tsconfig.build.json",
];

export const BUILD_OUTPUTS = [
  "build/release.wasm",
  "build/debug.wasm",
  "dist/node/index.js",
  "dist/node/index.cjs",
  "dist/node/cli.js",
  "dist/browser/index.js",
  "dist/srd5e/index.js",
  "dist/srd5e/index.cjs",
  "dist/gamemode-engine.iife.js",
  "dist/browser/srd5e.js",
  "dist/gamemode-engine-srd5e.iife.js",
  "dist/gme-glue.js",
  "dist/ruleset.schema.json",
  "dist/types/src/index.d.ts",
  "dist/types-cjs/src/index.d.ts",
];

export const BUILD_STAMP = "build/inputs.sha256";

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

export function buildInputsHash() {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(files)) hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/** True when every output is there and the last full build read exactly these inputs. */
export function builtAndCurrent(inputs) {
  if (!BUILD_OUTPUTS.every((file) => existsSync(file)) || !existsSync(BUILD_STAMP)) return false;
  return readFileSync(BUILD_STAMP, "utf8").trim() === inputs;
}
