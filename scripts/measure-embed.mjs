// The figures docs/embedding.md quotes: bundle sizes (raw and gzipped), time to instantiate the engine, and
// memory (wasm pages, JS heap after createEngine and after a fight), and a check that no Node-only code or
// SRD data leaked into the browser bundles. Needs dist/ (node scripts/build.mjs, node scripts/build-web.mjs). Usage: node scripts/measure-embed.mjs [--runs N] [--json]
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({ options: { runs: { type: "string", default: "9" }, json: { type: "boolean" } } });
const runs = Number(values.runs);

const FILES = [
  "dist/gamemode-engine.iife.js",
  "dist/browser/index.js",
  "dist/node/index.js",
  "dist/node/index.cjs",
  "dist/node/cli.js",
  "dist/srd5e/index.js",
  "dist/srd5e/index.cjs",
  "dist/browser/srd5e.js",
  "dist/gamemode-engine-srd5e.iife.js",
  "dist/web/main.js",
  "dist/web/rulesets/srd5e.json",
  "dist/web/characters/srd5e.json",
  "build/release.wasm",
];
const sizes = FILES.filter((file) => existsSync(file)).map((file) => ({
  file,
  bytes: statSync(file).size,
  gzipped: gzipSync(readFileSync(file), { level: 9 }).byteLength,
}));

// What must never reach a page: Node built-ins, the worker pool simulate() uses in Node, the SRD's data.
const srd = JSON.parse(readFileSync("rulesets/srd5e.json", "utf8"));
const MARKERS = ["tinypool", '"node:', 'require("node:', srd.ruleset.encounters[0].id, srd.characters[0].name];
const leaks = ["dist/gamemode-engine.iife.js", "dist/browser/index.js", "dist/web/main.js"]
  .filter((file) => existsSync(file))
  .flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return MARKERS.filter((m) => text.includes(m)).map((m) => `${file} contains ${JSON.stringify(m)}`);
  });

// Each sample is a fresh Node process, so the wasm compile is paid every time, as on a page load.
const SAMPLE = `
const gc = globalThis.gc;
const t0 = performance.now();
const api = await import(${JSON.stringify(new URL("../dist/node/index.js", import.meta.url).href)});
const t1 = performance.now();
gc(); const heap0 = process.memoryUsage().heapUsed;
const engine = await api.createEngine();
const t2 = performance.now();
const t3 = performance.now(); await api.createEngine(); const t4 = performance.now();
gc(); const heap1 = process.memoryUsage().heapUsed;
const ruleset = JSON.parse(process.env.RULESET);
const enc = ruleset.encounters[0];
let fight = engine.startCombat(ruleset, { party: JSON.parse(process.env.PARTY), enemies: enc.enemies, board: enc.board, scene: enc.scene, seed: 1 });
for (let i = 0; i < 5000 && !fight.over; i++) fight = fight.choose(api.simplePolicy(ruleset, fight.state));
gc(); const heap2 = process.memoryUsage().heapUsed;
const srd = JSON.parse((await import("node:fs")).readFileSync(process.env.SRD_FILE, "utf8"));
const goblins = srd.ruleset.encounters.find((e) => e.id === "goblin-ambush");
const party = goblins.party.map((id) => srd.characters.find((c) => c.id === id));
gc(); const heapS = process.memoryUsage().heapUsed;
const t5 = performance.now();
let srdFight = engine.startCombat(srd.ruleset, { party, enemies: goblins.enemies, board: goblins.board, scene: goblins.scene, seed: 1 });
let directed = 0;
for (; directed < 5000 && !srdFight.over; directed++) srdFight = srdFight.choose(api.direct(srd.ruleset, srdFight.state));
const t6 = performance.now();
gc(); const heap3 = process.memoryUsage().heapUsed;
const pagesAt = (side) => (api.Board.on(engine.geometry, side, side), engine.geometry.memory.buffer.byteLength / 65536);
const wasmPages = engine.geometry.memory.buffer.byteLength / 65536;
const boardPages = { 40: pagesAt(40), 200: pagesAt(200), 512: pagesAt(512) };
console.log(JSON.stringify({ importMs: t1 - t0, createMs: t2 - t1, againMs: t4 - t3,
  wasmPages, boardPages, heapEngine: heap1 - heap0, heapFight: heap2 - heap0,
  events: fight.log.length, keep: [fight.over, srdFight.over],
  srdHeap: heap3 - heapS, srdMs: t6 - t5, srdChoices: directed, srdEvents: srdFight.log.length,
  srdStateBytes: JSON.stringify(srdFight.state).length }));`;

const env = {
  ...process.env,
  RULESET: readFileSync("test/fixtures/minimal-5e.json", "utf8"),
  PARTY: readFileSync("web/parties/minimal-5e.json", "utf8"),
  SRD_FILE: "rulesets/srd5e.json",
};
const samples = Array.from({ length: runs }, () =>
  JSON.parse(execFileSync(process.execPath, ["--expose-gc", "--input-type=module", "-e", SAMPLE], { env }).toString()),
);
const median = (key) => {
  const sorted = samples.map((s) => s[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const result = {
  node: process.version,
  runs,
  sizes,
  importMs: median("importMs"),
  createEngineMs: median("createMs"),
  createEngineAgainMs: median("againMs"),
  wasmPages: median("wasmPages"),
  heapAfterCreateEngine: median("heapEngine"),
  heapAfterFight: median("heapFight"),
  boardPages: samples[0].boardPages,
  fightEvents: samples[0].events,
  srdFightMs: median("srdMs"),
  srdChoices: samples[0].srdChoices,
  srdEvents: samples[0].srdEvents,
  srdStateBytes: samples[0].srdStateBytes,
  heapAfterSrdFight: median("srdHeap"),
  leaks,
};

if (values.json) console.log(JSON.stringify(result, null, 2));
else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  for (const s of sizes) console.log(`${s.file}: ${kb(s.bytes)} raw, ${kb(s.gzipped)} gzipped`);
  console.log(`median of ${runs} fresh processes (${process.version}):`);
  console.log(`  import ${result.importMs.toFixed(1)} ms, createEngine ${result.createEngineMs.toFixed(2)} ms`);
  console.log(`  a second createEngine ${result.createEngineAgainMs.toFixed(2)} ms (module already compiled)`);
  console.log(
    `  wasm memory ${result.wasmPages} pages (${kb(result.wasmPages * 65536)}) after a fight on the fixture's 10×8 board`,
  );
  const boards = Object.entries(result.boardPages).map(([side, pages]) => `${side}×${side}: ${pages} pages`);
  console.log(`  wasm memory grows with the board: ${boards.join(", ")}`);
  console.log(`  JS heap +${kb(result.heapAfterCreateEngine)} after createEngine`);
  console.log(
    `  JS heap +${kb(result.heapAfterFight)} after a fight of ${result.fightEvents} events (state and log kept)`,
  );
  console.log(
    `  SRD goblin ambush, the director on both sides: ${result.srdChoices} choices in ${result.srdFightMs.toFixed(0)} ms, ` +
      `${result.srdEvents} events, final state ${kb(result.srdStateBytes)} as JSON, JS heap +${kb(result.heapAfterSrdFight)} beyond the parsed ruleset`,
  );
  console.log(
    leaks.length ? `LEAKS:\n  ${leaks.join("\n  ")}` : "no Node-only code or SRD data in the browser bundles",
  );
}
if (leaks.length) process.exitCode = 1;
