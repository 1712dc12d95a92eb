// Benchmark: 4-versus-4 fights played to the end by the simple policy (fights per second), and the time to
// build the menu, on a board and without: the test fixture's party against goblins, a wolf and a skeleton, and the
// bundled SRD's level-5 party against an orc, a hobgoblin, a bugbear and an ogre. Writes bench/results/combat.json.
// `notes` records the machine's load average, which the wall-clock figures depend on.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { type CombatSetup, type CombatState, choose, options, simplePolicy, startCombat } from "../src/combat/index.js";
import { createEngine } from "../src/engine.js";
import type { RulesetDoc, SheetData } from "../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../src/srd/index.js";

interface Case {
  readonly name: string;
  readonly ruleset: RulesetDoc;
  readonly party: readonly SheetData[];
  readonly enemies: CombatSetup["enemies"];
}

const fixture: Case = {
  name: "4v4",
  ruleset: JSON.parse(readFileSync("test/combat/fixtures/5e.json", "utf8")),
  party: JSON.parse(readFileSync("test/combat/fixtures/party.json", "utf8")),
  enemies: [{ creature: "monsters/goblin", count: 2 }, "monsters/wolf", "monsters/skeleton"],
};

const srd: Case = {
  name: "SRD 4v4",
  ruleset: srd5e,
  party: ["fighter-5", "wizard-5", "cleric-5", "rogue-5"].map((id) => srd5eCharacter(id)!),
  enemies: ["creatures/orc", "creatures/hobgoblin", "creatures/bugbear", "creatures/ogre"],
};

function playOut(c: Case, seed: number, board: boolean): { state: CombatState; menus: number; menuMs: number } {
  const { ruleset, party, enemies } = c;
  let state = startCombat(ruleset, {
    party: [...party],
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
  for (const c of [fixture, srd])
    for (const board of [false, true]) {
      playOut(c, 0, board);
      const fights = board ? 100 : 300;
      let menus = 0;
      let menuMs = 0;
      let won = 0;
      let rounds = 0;
      const t = performance.now();
      // CPU time as well as wall time: on a shared machine the wall clock counts other processes' turns too.
      const cpu = process.cpuUsage();
      for (let seed = 1; seed <= fights; seed++) {
        const r = playOut(c, seed, board);
        menus += r.menus;
        menuMs += r.menuMs;
        if (r.state.outcome === "won") won++;
        rounds += r.state.round;
      }
      const ms = performance.now() - t;
      const used = process.cpuUsage(cpu);
      const cpuMs = (used.user + used.system) / 1000;
      const name = board ? `${c.name} on a 12x8 board` : `${c.name} without a board`;
      results.push({
        case: `${name}: one fight to the end`,
        ours_ms: ms / fights,
        fightsPerSecond: Math.round((fights * 1000) / ms),
        cpu_ms: cpuMs / fights,
        fightsPerCpuSecond: Math.round((fights * 1000) / cpuMs),
        winRate: won / fights,
        rounds: rounds / fights,
      });
      results.push({ case: `${name}: build the menu`, ours_ms: menuMs / menus, menus });
    }
  results.push({
    case: "notes",
    notes: `load average over 1, 5 and 15 minutes when it finished: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ", ",
      )}, on a machine shared with other work; cpu_ms and fightsPerCpuSecond count this process's threads only (the garbage collector's helpers too, so cpu_ms can exceed wall time)`,
  });
  return results;
}

const results = await run();
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/combat.json", `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
