// Runs a benchmark: node bench/run.mjs NAME bundles bench/NAME.ts (wasm inlined as bytes) into a temp
// file, runs it, and the benchmark writes bench/results/NAME.json. The temp file lives under node_modules/.cache so
// that tinypool, left outside the bundle (it starts workers from its own entry file), resolves from it.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import * as esbuild from "esbuild";

const name = process.argv[2];
if (!name || !/^[\w-]+$/.test(name) || !existsSync(`bench/${name}.ts`)) {
  console.error(`usage: npm run bench -- NAME   (bench/NAME.ts must exist)`);
  process.exit(2);
}
mkdirSync(join("node_modules", ".cache"), { recursive: true });
const dir = mkdtempSync(join("node_modules", ".cache", "bench-"));
const outfile = join(dir, `${name}.mjs`);
try {
  await esbuild.build({
    entryPoints: [`bench/${name}.ts`],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "es2022",
    loader: { ".wasm": "binary" },
    logLevel: "warning",
    external: ["tinypool"],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  execFileSync(
    process.execPath,
    [...(process.env.NODE_FLAGS ? process.env.NODE_FLAGS.split(" ") : []), outfile, ...process.argv.slice(3)],
    { stdio: "inherit" },
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
