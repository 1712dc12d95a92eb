// Builds the playground into dist/web: the page's script bundled with the engine (wasm inlined), its HTML and
// CSS, the rulesets with encounters (plus the page's own demo encounters from web/encounters/<ruleset id>.json)
// and their index, the characters a merged ruleset file carries (characters/<ruleset id>.json, which its
// encounters name by id) and the ready parties. The rulesets are fetched by the page, never bundled into it.
// Needs build/release.wasm (node scripts/build.mjs --wasm-only). Usage: node scripts/build-web.mjs
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

export const WEB_OUT = "dist/web";

// The bundled rulesets with encounters, then the test fixture's small one. A bundled file is either a ruleset
// or the merged `{ ruleset, characters }` that scripts/build-srd.mjs writes.
function rulesetFiles() {
  const bundled = existsSync("rulesets")
    ? readdirSync("rulesets")
        .filter((f) => f.endsWith(".json"))
        .map((f) => join("rulesets", f))
    : [];
  const read = (file) => {
    const json = JSON.parse(readFileSync(file, "utf8"));
    return { file, doc: json.ruleset ?? json, characters: json.ruleset ? json.characters : undefined };
  };
  const fixture = read("test/fixtures/minimal-5e.json");
  return [...bundled.map(read).filter((r) => r.doc.encounters?.length), fixture];
}

export async function buildWeb() {
  rmSync(WEB_OUT, { recursive: true, force: true });
  mkdirSync(join(WEB_OUT, "rulesets"), { recursive: true });
  mkdirSync(join(WEB_OUT, "parties"), { recursive: true });
  mkdirSync(join(WEB_OUT, "characters"), { recursive: true });
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
  const index = rulesetFiles().map(({ file, doc, characters }) => {
    const extra = `web/encounters/${doc.id}.json`;
    if (existsSync(extra)) doc.encounters = [...(doc.encounters ?? []), ...JSON.parse(readFileSync(extra, "utf8"))];
    const out = `rulesets/${basename(file)}`;
    writeFileSync(join(WEB_OUT, out), JSON.stringify(doc));
    const cast = characters ? `characters/${doc.id}.json` : undefined;
    if (cast) writeFileSync(join(WEB_OUT, cast), JSON.stringify(characters));
    const encounters = doc.encounters.map(({ id, name }) => ({ id, name }));
    return { file: out, id: doc.id, name: doc.name, ...(cast ? { characters: cast } : {}), encounters };
  });
  writeFileSync(join(WEB_OUT, "rulesets/index.json"), JSON.stringify(index, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildWeb();
