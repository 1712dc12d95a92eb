// Runs a TypeScript module under Node 20 (no type stripping there): bundles it with esbuild to a
// temporary file and imports it. Usage: node scripts/run-ts.mjs FILE.ts [args...]
import { mkdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

export async function importTs(entry) {
  const dir = resolve("node_modules/.cache/run-ts");
  mkdirSync(dir, { recursive: true });
  const outfile = resolve(dir, `${process.pid}-${Date.now()}.mjs`);
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    // The wasm is inlined as bytes, as the bundles do, so scripts can reach the engine through any import.
    loader: { ".wasm": "binary" },
    target: "node20",
    logLevel: "warning",
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [entry, ...args] = process.argv.slice(2);
  const mod = await importTs(entry);
  if (typeof mod.main === "function") process.exitCode = (await mod.main(args)) ?? 0;
}
