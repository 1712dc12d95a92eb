// The full 5e-database import into the bundled SRD. Usage:
//   node scripts/import-srd.mjs DIR      translate DIR (the 5e-database files), write rulesets/srd5e-import.json
//                                        (every monster and spell, the complete items, the report), the complete entries
//                                        the hand-written catalogs lack to rulesets/srd5e/imported/, the figures
//                                        to docs/srd5e.md, and rebuild rulesets/srd5e.json
//   node scripts/import-srd.mjs --figures  only rewrite the figures in docs/srd5e.md from the committed import
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { importTs } from "./run-ts.mjs";

const OUT = "rulesets/srd5e-import.json";
const IMPORTED = "rulesets/srd5e/imported";
const DOC = "docs/srd5e.md";
const { importDatabase, figuresMarkdown, presentIn } = await importTs("src/import/5e-database/index.ts");

const json = (path) => JSON.parse(readFileSync(path, "utf8"));
const write = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** Replaces the figures between their markers in docs/srd5e.md. */
function writeFigures(figures) {
  const doc = readFileSync(DOC, "utf8");
  const start = "<!-- import-figures:start -->";
  const end = "<!-- import-figures:end -->";
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${DOC} has no ${start} … ${end} block`);
  writeFileSync(DOC, `${doc.slice(0, a + start.length)}\n${figuresMarkdown(figures)}\n${doc.slice(b)}`);
  console.log(`wrote the figures to ${DOC}`);
}

if (process.argv[2] === "--figures") {
  writeFigures(json(OUT).figures);
} else {
  const dir = process.argv[2];
  if (!dir) {
    console.error("usage: node scripts/import-srd.mjs DIR | --figures");
    process.exit(2);
  }
  // The hand-written catalogs, without what an earlier import added.
  const catalogs = Object.fromEntries(
    ["spells", "creatures", "items"].map((c) => [c, json(`rulesets/srd5e/${c}.json`)]),
  );
  const present = presentIn(catalogs);
  const written = new Set(catalogs.spells.entries.map((e) => e.id));
  const result = importDatabase(
    {
      monsters: json(join(dir, "5e-SRD-Monsters.json")),
      spells: json(join(dir, "5e-SRD-Spells.json")),
      magicItems: json(join(dir, "5e-SRD-Magic-Items.json")),
    },
    present,
  );
  const commit = /commit\s+([0-9a-f]{40})/.exec(readFileSync(join(dir, "README.md"), "utf8"))?.[1];
  const source = { name: "5e-bits/5e-database (src/2014/en)", commit, license: "SRD 5.1, CC-BY-4.0" };
  write(OUT, { source, ...result });
  const complete = new Set(result.report.monsters.filter((m) => m.complete).map((m) => m.id));
  const whole = new Set(result.report.spells.filter((s) => s.gaps.length === 0).map((s) => s.id));
  mkdirSync(IMPORTED, { recursive: true });
  write(join(IMPORTED, "creatures.json"), {
    label: "Creatures imported from the 5e-database files",
    type: "creatures",
    entries: result.creatures.filter((c) => complete.has(c.id) && !present.creatures.has(c.id)),
  });
  write(join(IMPORTED, "spells.json"), {
    label: "Spells imported from the 5e-database files",
    type: "entries",
    entries: result.spells.filter((s) => whole.has(s.id) && !written.has(s.id)),
  });
  const bundled = new Set(
    result.creatures.filter((c) => complete.has(c.id) && !present.creatures.has(c.id)).map((c) => c.id),
  );
  write(join(IMPORTED, "conditions.json"), {
    label: "Combat conditions the imported creatures keep on (their auras)",
    entries: result.conditions.filter((c) => bundled.has(c.creature)).map((c) => c.condition),
  });
  write(join(IMPORTED, "items.json"), {
    label: "Magic items imported from the 5e-database files",
    type: "items",
    entries: result.items.filter((i) => !present.items.has(i.id)),
  });
  const f = result.figures;
  console.log(
    `monsters complete ${f.monsters.complete} of ${f.monsters.of}, spells ${f.spells.complete} of ${f.spells.of}, magic items ${f.items.complete} of ${f.items.of}`,
  );
  writeFigures(f);
  execFileSync(process.execPath, ["scripts/build-srd.mjs"], { stdio: "inherit" });
  // The files are committed in the repository's own JSON style; the import itself, over a megabyte and
  // generated whole, is left as written (biome.json leaves it out).
  execFileSync("npx", ["biome", "format", "--write", IMPORTED, "rulesets/srd5e.json"], { stdio: "inherit" });
}
