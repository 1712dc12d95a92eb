// Benchmark of whole fights: every bundled SRD encounter on its board, played to the end with the director on
// both sides and with the simple policy on both sides. Per encounter and policy: fights per CPU-second, choices
// per fight, the mean and 95th percentile of a decision (the policy's) and of a step (`choose`), and the load
// average while it ran. Then `simulate` on one encounter with 1 and with 2 workers in the same run, as runs per
// wall-clock second. CPU time (process.cpuUsage) rather than wall time: the machine may be shared, and other
// processes' load disturbs CPU time far less. Writes bench/results/fights.json.
// Options: --fights N (director fights an encounter, default 20; the simple policy plays 2N), --only NAME
// (encounters whose id contains NAME), --policy director|simple (one of the two only), --no-workers (skip the simulate case), --simulate ID (its encounter, default lich-sanctum),
// --runs N (its runs, default 120), --warmup N (fights on other seeds before an encounter's timed ones, default 2:
// the compiler is still at work well past that, see docs/performance.md; 10 or more measures fights warm).
import { loadavg } from "node:os";
import { isMainThread } from "node:worker_threads";
import { choose } from "../src/combat/choose.js";
import { whoActs } from "../src/combat/options.js";
import { startCombat } from "../src/combat/setup.js";
import { encounterSetup } from "../src/director/encounter.js";
import { MAX_CHOICES } from "../src/director/play.js";
import { POLICIES, type PolicyName } from "../src/director/policies.js";
import { simulateParallel } from "../src/director/simulate-node.js";
import { createEngine } from "../src/engine.js";
import { srd5e, srd5eParty } from "../src/srd/index.js";
import { type Row, write } from "./harness.js";

// The simulate case's workers load this same bundle for the task they run.
export { simulateTask } from "../src/director/simulate-node.js";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};

/** CPU milliseconds (user and system) this process has used. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const load = () => Number(loadavg()[0]!.toFixed(2));
const round = (v: number) => Number(v.toPrecision(4));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

/** Plays `fights` fights of one encounter (seeds 1…) with `policy` on both sides, timing each call. */
function fightCase(id: string, policy: PolicyName, fights: number, warmup: number): Row {
  const enc = srd5e.encounters!.find((e) => e.id === id)!;
  const setup = encounterSetup(srd5e, id, srd5eParty(enc));
  const decide = POLICIES[policy];
  const decisions: number[] = [];
  const steps: number[] = [];
  let choices = 0;
  const play = (seed: number, timed: boolean) => {
    let state = startCombat(srd5e, { ...setup, seed }).state;
    for (let n = 0; n < MAX_CHOICES && !state.outcome && whoActs(state) !== undefined; n++) {
      const t0 = timed ? cpuMs() : 0;
      const choice = decide(srd5e, state);
      const t1 = timed ? cpuMs() : 0;
      const r = choose(srd5e, state, choice);
      if ("rejected" in r) throw new Error(`${id}: ${policy} chose a rejected option: ${r.rejected.code}`);
      if (timed) {
        decisions.push(t1 - t0);
        steps.push(cpuMs() - t1);
        choices++;
      }
      state = r.state;
    }
  };
  // Warm-up on other seeds, so the timed fights run on compiled code.
  for (let seed = 1001; seed <= 1000 + warmup; seed++) play(seed, false);
  // Fights per CPU-second from fights played without the per-call clock (reading the CPU clock is a system call
  // that costs more than a short step); the per-call costs from the same fights played again with it.
  const loadBefore = load();
  const c0 = cpuMs();
  const w0 = performance.now();
  for (let seed = 1; seed <= fights; seed++) play(seed, false);
  const cpu = cpuMs() - c0;
  const wall = performance.now() - w0;
  for (let seed = 1; seed <= fights; seed++) play(seed, true);
  const r: Row = {
    case: `${id}/${policy}`,
    fightsPerCpuSecond: round(fights / (cpu / 1000)),
    fights,
    warmup,
    choicesPerFight: round(choices / fights),
    decisionMeanMs: round(mean(decisions)),
    decisionP95Ms: round(p95(decisions)),
    stepMeanMs: round(mean(steps)),
    stepP95Ms: round(p95(steps)),
    cpuMs: round(cpu),
    wallMs: round(wall),
    loadAverage: [loadBefore, load()],
  };
  console.log(
    `${r.case.padEnd(24)} ${String(r.fightsPerCpuSecond).padStart(7)} fights/CPU-s  ${String(r.choicesPerFight).padStart(6)} choices  decision ${r.decisionMeanMs} ms (p95 ${r.decisionP95Ms})  step ${r.stepMeanMs} ms (p95 ${r.stepP95Ms})  load ${loadBefore}→${load()}`,
  );
  return r;
}

/** Runs per wall-clock second of `simulate` on one job with 1 worker and with 2, in the same run. */
async function simulateCase(id: string, runs: number): Promise<Row> {
  const enc = srd5e.encounters!.find((e) => e.id === id)!;
  const setup = encounterSetup(srd5e, id, srd5eParty(enc));
  const perSecond = async (workers: number) => {
    const t = performance.now();
    const result = await simulateParallel(srd5e, setup, { runs, workers, workerFile: import.meta.url });
    return { rate: runs / ((performance.now() - t) / 1000), result };
  };
  const loadBefore = load();
  const one = await perSecond(1);
  const two = await perSecond(2);
  if (JSON.stringify(one.result) !== JSON.stringify(two.result))
    throw new Error("simulate: 2 workers gave another result than 1");
  const r: Row = {
    case: "simulate/2-workers",
    speedup: round(two.rate / one.rate),
    encounter: id,
    runs,
    runsPerSecond1: round(one.rate),
    runsPerSecond2: round(two.rate),
    loadAverage: [loadBefore, load()],
  };
  console.log(
    `simulate ${id} ${runs} runs: 1 worker ${r.runsPerSecond1}/s, 2 workers ${r.runsPerSecond2}/s, ×${r.speedup}  load ${loadBefore}→${load()}`,
  );
  return r;
}

if (isMainThread) {
  await createEngine();
  const fights = Number(arg("fights") ?? 20);
  const warmup = Number(arg("warmup") ?? 2);
  const only = arg("only");
  const policy = arg("policy");
  const rows: Row[] = [];
  for (const e of srd5e.encounters ?? []) {
    if (only && !e.id.includes(only)) continue;
    if (policy !== "simple") rows.push(fightCase(e.id, "director", fights, warmup));
    if (policy !== "director") rows.push(fightCase(e.id, "simple", fights * 2, warmup));
  }
  if (!process.argv.includes("--no-workers"))
    rows.push(await simulateCase(arg("simulate") ?? "lich-sanctum", Number(arg("runs") ?? 120)));
  write("fights", rows);
}
