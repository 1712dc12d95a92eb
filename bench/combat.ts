// Benchmark: 4-versus-4 fights played to the end by the simple policy (fights per second), and the time to
// build the menu, on a board and without. Writes bench/results/combat.json when run directly.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { type CombatState, choose, options, simplePolicy, startCombat } from "../src/combat/index.js";
import { createEngine } from "../src/engine.js";
import type { RulesetDoc, SheetData } from "../src/ruleset/index.js";

const ruleset: RulesetDoc = JSON.parse(readFileSync("test/combat/fixtures/5e.json", "utf8"));
const party: SheetData[] = JSON.parse(readFileSync("test/combat/fixtures/party.json", "utf8"));
const enemies = [{ creature: "monsters/goblin", count: 2 }, "monsters/wolf", "monsters/skeleton"];

function playOut(seed: number, board: boolean): { state: CombatState; menus: number; menuMs: number } {
  let state = startCombat(ruleset, {
    party,
    enemies,
    seed,
    ...(board ? { board: { width: 12, height: 8 } } : {}),
  }).state;
  let menus = 0;
  let menuMs = 0;
  for (let i = 0; i < 20_000 && !state.outcome; i++) {
    const t = performance.now();
    options(ruleset, state);
    menuMs += performance.now() - t;
    menus++;
    const r = choose(ruleset, state, simplePolicy(ruleset, state));
    if ("rejected" in r) throw new Error(`policy choice rejected: ${r.rejected.code}`);
    state = r.state;
  }
  return { state, menus, menuMs };
}

export async function run(): Promise<object[]> {
  await createEngine();
  const results: object[] = [];
  for (const board of [false, true]) {
    playOut(0, board);
    const fights = board ? 100 : 300;
    let menus = 0;
    let menuMs = 0;
    let won = 0;
    const t = performance.now();
    // CPU time as well as wall time: on a shared machine the wall clock counts other processes' turns too.
    const cpu = process.cpuUsage();
    for (let seed = 1; seed <= fights; seed++) {
      const r = playOut(seed, board);
      menus += r.menus;
      menuMs += r.menuMs;
      if (r.state.outcome === "won") won++;
    }
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const name = board ? "4v4 on a 12x8 board" : "4v4 without a board";
    results.push({
      case: `${name}: one fight to the end`,
      ours_ms: ms / fights,
      fightsPerSecond: Math.round((fights * 1000) / ms),
      cpu_ms: cpuMs / fights,
      fightsPerCpuSecond: Math.round((fights * 1000) / cpuMs),
      winRate: won / fights,
    });
    results.push({ case: `${name}: build the menu`, ours_ms: menuMs / menus, menus });
  }
  return results;
}

const results = await run();
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/combat.json", `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
