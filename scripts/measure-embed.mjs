// The figures docs/embedding.md quotes: bundle sizes (raw and gzipped), time to instantiate the engine, and
// memory (wasm pages, JS heap after createEngine and after a fight). Needs dist/ (node scripts/build.mjs).
// Usage: node scripts/measure-embed.mjs [--runs N] [--json]
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values } = parseArgs({ options: { runs: { type: "string", default: "9" }, json: { type: "boolean" } } });
const runs = Number(values.runs);

const FILES = [
  "dist/gamemode-engine.iife.js",
  "dist/browser/index.js",
  "dist/node/index.js",
  "dist/node/index.cjs",
  "build/release.wasm",
];
const sizes = FILES.map((file) => ({
  file,
  bytes: statSync(file).size,
  gzipped: gzipSync(readFileSync(file), { level: 9 }).byteLength,
}));

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
const pagesAt = (side) => (api.Board.on(engine.geometry, side, side), engine.geometry.memory.buffer.byteLength / 65536);
const wasmPages = engine.geometry.memory.buffer.byteLength / 65536;
const boardPages = { 40: pagesAt(40), 200: pagesAt(200), 512: pagesAt(512) };
console.log(JSON.stringify({ importMs: t1 - t0, createMs: t2 - t1, againMs: t4 - t3,
  wasmPages, boardPages, heapEngine: heap1 - heap0, heapFight: heap2 - heap0,
  events: fight.log.length, keep: fight.over }));`;

const env = {
  ...process.env,
  RULESET: readFileSync("test/fixtures/minimal-5e.json", "utf8"),
  PARTY: readFileSync("web/parties/minimal-5e.json", "utf8"),
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
}
