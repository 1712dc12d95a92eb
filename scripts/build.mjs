// Builds the wasm (debug and release) and every bundle in dist/.
// Usage: node scripts/build.mjs [--wasm-only | --if-changed]
// --if-changed skips the build when no input changed since the last full build (`npm start` uses it).
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import { generate as generateAbi } from "./abi.mjs";
import { BUILD_STAMP, buildInputsHash, builtAndCurrent } from "./build-inputs.mjs";

const inputs = buildInputsHash();
if (process.argv.includes("--if-changed") && builtAndCurrent(inputs)) {
  console.log("dist/ is up to date (no input changed since the last build)");
  process.exit(0);
}

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const run = (name, args) => execFileSync(bin(name), args, { stdio: "inherit" });

mkdirSync("build", { recursive: true });
generateAbi();
run("asc", ["assembly/index.ts", "--target", "release"]);
run("asc", ["assembly/index.ts", "--target", "debug"]);
if (process.argv.includes("--wasm-only")) process.exit(0);

const common = {
  bundle: true,
  loader: { ".wasm": "binary" },
  target: "es2022",
  legalComments: "none",
  logLevel: "warning",
};
await Promise.all([
  esbuild.build({
    ...common,
    entryPoints: ["src/index.ts"],
    outfile: "dist/node/index.js",
    platform: "node",
    format: "esm",
  }),
  esbuild.build({
    ...common,
    entryPoints: ["src/index.ts"],
    outfile: "dist/node/index.cjs",
    platform: "node",
    format: "cjs",
  }),
  esbuild.build({
    ...common,
    entryPoints: ["src/cli/main.ts"],
    outfile: "dist/node/cli.js",
    platform: "node",
    format: "esm",
    // tinypool starts its workers from its own entry file, which a bundle would leave behind.
    external: ["tinypool"],
  }),
  esbuild.build({
    ...common,
    entryPoints: ["src/index.ts"],
    outfile: "dist/browser/index.js",
    platform: "browser",
    format: "esm",
    minify: true,
  }),
  // The base game alone (`gamemode-engine/base`): the base and sheet packages, no other package in the bundle.
  esbuild.build({
    ...common,
    entryPoints: ["src/base.ts"],
    outfile: "dist/node/base.js",
    platform: "node",
    format: "esm",
  }),
  esbuild.build({
    ...common,
    entryPoints: ["src/base.ts"],
    outfile: "dist/node/base.cjs",
    platform: "node",
    format: "cjs",
  }),
  esbuild.build({
    ...common,
    entryPoints: ["src/base.ts"],
    outfile: "dist/browser/base.js",
    platform: "browser",
    format: "esm",
    minify: true,
  }),
  // The bundled SRD ruleset is its own entry (`gamemode-engine/srd5e`), so the engine's bundles stay lean.
  esbuild.build({
    ...common,
    entryPoints: ["src/srd/index.ts"],
    outfile: "dist/srd5e/index.js",
    platform: "neutral",
    format: "esm",
  }),
  esbuild.build({
    ...common,
    entryPoints: ["src/srd/index.ts"],
    outfile: "dist/srd5e/index.cjs",
    platform: "node",
    format: "cjs",
  }),
  esbuild.build({
    ...common,
    entryPoints: ["src/index.ts"],
    outfile: "dist/gamemode-engine.iife.js",
    platform: "browser",
    format: "iife",
    globalName: "GamemodeEngine",
    minify: true,
  }),
  // The SRD for pages, beside the engine's: a module, and a script-tag file that sets GamemodeEngineSrd5e.
  esbuild.build({
    ...common,
    entryPoints: ["src/srd/index.ts"],
    outfile: "dist/browser/srd5e.js",
    platform: "browser",
    format: "esm",
    minify: true,
  }),
  esbuild.build({
    ...common,
    entryPoints: ["src/srd/index.ts"],
    outfile: "dist/gamemode-engine-srd5e.iife.js",
    platform: "browser",
    format: "iife",
    globalName: "GamemodeEngineSrd5e",
    minify: true,
  }),
]);
// Written over the old ones in place (tests that run a build while others read dist/ never find them gone).
run("tsc", ["-p", "tsconfig.build.json"]);
// A package's declaration merges (its `Fight` methods, its events) reach a consumer's types only through its module,
// and tsc drops an import used only for its value: the composition root's declarations import every package it lists.
const rootTypes = "dist/types/src/capabilities/index.d.ts";
const listed = [...readFileSync("src/capabilities/index.ts", "utf8").matchAll(/from "(\.\/[a-z-]+\/index\.js)"/g)];
writeFileSync(rootTypes, `${listed.map((m) => `import "${m[1]}";\n`).join("")}${readFileSync(rootTypes, "utf8")}`);
// The same declarations for `require`: in a folder marked CommonJS, TypeScript reads them as the CommonJS
// module they describe (index.cjs) and a CommonJS consumer may require() it (no TS1479).
cpSync("dist/types", "dist/types-cjs", { recursive: true });
writeFileSync("dist/types-cjs/package.json", `${JSON.stringify({ type: "commonjs" })}\n`);
// The string glue of the Godot and Unity samples, beside the IIFE it drives, so an installed package has both.
copyFileSync("examples/glue/gme-glue.js", "dist/gme-glue.js");
// The ruleset format as a JSON Schema, for editors ("$schema"), from the registry the bundles were built with.
execFileSync(process.execPath, ["bin/gamemode-engine.js", "schema", "--out", "dist/ruleset.schema.json"], {
  stdio: "ignore",
});
writeFileSync(BUILD_STAMP, `${inputs}\n`);

const iife = "dist/gamemode-engine.iife.js";
const gz = gzipSync(readFileSync(iife)).byteLength;
console.log(`built dist/: ${iife} ${statSync(iife).size} bytes (${gz} gzipped)`);
const base = "dist/browser/base.js";
console.log(`  and ${base} ${statSync(base).size} bytes (${gzipSync(readFileSync(base)).byteLength} gzipped)`);
