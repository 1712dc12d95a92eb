// Builds the wasm (debug and release) and every bundle in dist/. Usage: node scripts/build.mjs [--wasm-only]
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const run = (name, args) => execFileSync(bin(name), args, { stdio: "inherit" });

mkdirSync("build", { recursive: true });
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
]);
run("tsc", ["-p", "tsconfig.build.json"]);
// The string glue of the Godot and Unity samples, beside the IIFE it drives, so an installed package has both.
copyFileSync("examples/glue/gme-glue.js", "dist/gme-glue.js");

const iife = "dist/gamemode-engine.iife.js";
const gz = gzipSync(readFileSync(iife)).byteLength;
console.log(`built dist/: ${iife} ${statSync(iife).size} bytes (${gz} gzipped)`);
