// Compares the fights of two versions of the engine in one process: node --expose-gc bench/compare.mjs OLD
// [policy] [seeds] [only] [plays] [warm]. OLD is a checkout of the other version (for instance `git worktree add ../old <commit>`, with its
// wasm built); this checkout is the new one. Each version is bundled on its own (its own module state and
// geometry instance); every fight (seeds 1…, `policy` on both sides, encounters whose id contains `only`) is played
// by one, then the other, `plays` times, and the least CPU time of each counts: load falls on both alike. Each
// version first plays `warm` fights of an encounter on other seeds before its timed ones (default 1): a cold bundle's compiler runs
// for ten fights and more, and a comparison of cold code measures the compiler. The
// outcome, rounds, choices and generator state must agree, or the two did not play the same fight.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import * as esbuild from "esbuild";

const [oldDir, policy = "director", seeds = "3", only = "", plays = "2", warm = "1"] = process.argv.slice(2);
if (!oldDir) {
  console.error(
    "usage: node bench/compare.mjs OLD_CHECKOUT [director|simple|greedy|random] [seeds] [only] [plays] [warm]",
  );
  process.exit(2);
}
const entry = `
export { choose } from "./src/combat/choose.js";
export { whoActs } from "./src/combat/options.js";
export { startCombat } from "./src/combat/setup.js";
export { encounterSetup } from "./src/director/encounter.js";
export { POLICIES } from "./src/director/policies.js";
export { createEngine } from "./src/engine.js";
export { srd5e, srd5eParty } from "./src/srd/index.js";
`;
mkdirSync(join("node_modules", ".cache"), { recursive: true });
const tmp = mkdtempSync(join("node_modules", ".cache", "compare-"));

async function version(dir, name) {
  const outfile = resolve(tmp, `${name}.mjs`);
  await esbuild.build({
    stdin: { contents: entry, resolveDir: resolve(dir), loader: "ts" },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "es2022",
    loader: { ".wasm": "binary" },
    external: ["tinypool"],
    logLevel: "error",
  });
  const m = await import(outfile);
  await m.createEngine();
  return m;
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Plays one fight; returns what must agree between the versions. */
function play(m, id, seed) {
  const enc = m.srd5e.encounters.find((e) => e.id === id);
  const setup = m.encounterSetup(m.srd5e, id, m.srd5eParty(enc));
  let s = m.startCombat(m.srd5e, { ...setup, seed }).state;
  let n = 0;
  for (; !s.outcome && n < 20_000 && m.whoActs(s) !== undefined; n++) {
    const r = m.choose(m.srd5e, s, m.POLICIES[policy](m.srd5e, s));
    if ("rejected" in r) throw new Error(`${id} seed ${seed}: rejected ${r.rejected.code}`);
    s = r.state;
  }
  return `${s.outcome} ${s.round} ${n} ${JSON.stringify(s.rng)}`;
}

try {
  const before = await version(oldDir, "old");
  const after = await version(".", "new");
  const load0 = loadavg()[0];
  let all = [0, 0];
  for (const id of before.srd5e.encounters.map((e) => e.id).filter((id) => id.includes(only))) {
    // Warm-up fights on other seeds for each.
    for (let k = 0; k < Number(warm); k++) {
      play(before, id, 1000 + k);
      play(after, id, 1000 + k);
    }
    const cpu = [0, 0];
    for (let seed = 1; seed <= Number(seeds); seed++) {
      const least = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
      const said = ["", ""];
      for (let k = 0; k < Number(plays); k++) {
        // Each goes first on every other play; a collection beforehand (with --expose-gc) keeps one's garbage
        // out of the other's time.
        const order = k % 2 ? [1, 0] : [0, 1];
        for (const v of order) {
          const m = v ? after : before;
          globalThis.gc?.();
          const t = cpuMs();
          said[v] = play(m, id, seed);
          least[v] = Math.min(least[v], cpuMs() - t);
        }
      }
      if (said[0] !== said[1]) console.log(`  ${id} seed ${seed} differs: ${said[0]} / ${said[1]}`);
      cpu[0] += least[0];
      cpu[1] += least[1];
    }
    all = [all[0] + cpu[0], all[1] + cpu[1]];
    const rate = (ms) => ((Number(seeds) * 1000) / ms).toFixed(1);
    console.log(`${id.padEnd(16)} ${rate(cpu[0])} → ${rate(cpu[1])} fights/CPU-s  ×${(cpu[0] / cpu[1]).toFixed(2)}`);
  }
  console.log(`all ×${(all[0] / all[1]).toFixed(3)}  load ${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
