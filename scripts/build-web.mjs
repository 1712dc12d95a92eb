// Builds the playground into dist/web: the page's script bundled with the engine (wasm inlined), its HTML and
// CSS, the rulesets with encounters (plus the page's own demo encounters from web/encounters/<ruleset id>.json)
// and their index, and the ready parties. Needs build/release.wasm
// (node scripts/build.mjs --wasm-only). Usage: node scripts/build-web.mjs
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

export const WEB_OUT = "dist/web";

// The bundled rulesets once they exist; the test fixture's small encounter until then.
function rulesetFiles() {
  const bundled = existsSync("rulesets")
    ? readdirSync("rulesets")
        .filter((f) => f.endsWith(".json"))
        .map((f) => join("rulesets", f))
    : [];
  const withEncounters = bundled.filter((f) => JSON.parse(readFileSync(f, "utf8")).encounters?.length);
  return withEncounters.length ? withEncounters : ["test/fixtures/minimal-5e.json"];
}

export async function buildWeb() {
  mkdirSync(join(WEB_OUT, "rulesets"), { recursive: true });
  mkdirSync(join(WEB_OUT, "parties"), { recursive: true });
  await esbuild.build({
    entryPoints: ["web/main.ts"],
    outfile: join(WEB_OUT, "main.js"),
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    loader: { ".wasm": "binary" },
    minify: true,
    logLevel: "warning",
  });
  for (const f of ["index.html", "style.css"]) copyFileSync(join("web", f), join(WEB_OUT, f));
  for (const f of readdirSync("web/parties")) copyFileSync(join("web/parties", f), join(WEB_OUT, "parties", f));
  const index = rulesetFiles().map((file) => {
    const doc = JSON.parse(readFileSync(file, "utf8"));
    const extra = `web/encounters/${doc.id}.json`;
    if (existsSync(extra)) doc.encounters = [...(doc.encounters ?? []), ...JSON.parse(readFileSync(extra, "utf8"))];
    const out = `rulesets/${basename(file)}`;
    writeFileSync(join(WEB_OUT, out), JSON.stringify(doc));
    return { file: out, id: doc.id, name: doc.name, encounters: doc.encounters.map(({ id, name }) => ({ id, name })) };
  });
  writeFileSync(join(WEB_OUT, "rulesets/index.json"), JSON.stringify(index, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildWeb();
