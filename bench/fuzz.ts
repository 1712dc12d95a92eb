// Fuzzing the server-facing calls with hostile input, far longer than the test suite does: rulesets (JSON text
// and data, hostile keys and junk anywhere), fight set-ups, saved states and choices. For each family it counts
// cases, refusals (the documented error or rejection), escapes (anything else: another exception, a hostile key
// accepted, a crash after an accepted input, a polluted prototype — must be 0), state changes on refusal (must
// be 0) and the worst time of one case. Run: node bench/run.mjs fuzz [cases per family] [family …]
// Writes bench/results/fuzz.json, keeping the figures of families not run this time (so they may be run one at
// a time). Not part of `npm test`: it takes minutes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import {
  type Choice,
  type CombatSetup,
  CombatSetupError,
  type CombatState,
  CombatStateError,
  choose,
  Fight,
  options,
  startCombat,
} from "../src/combat/index.js";
import { randomChoice } from "../src/director/policies.js";
import { createEngine } from "../src/engine.js";
import { Rng } from "../src/random/rng.js";
import type { RulesetDoc, SheetData } from "../src/ruleset/index.js";
import { load, RulesetError, validate } from "../src/validate/index.js";
import { formatPath, type PathSegment } from "../src/validate/path.js";

const HOSTILE = ["__proto__", "constructor", "prototype"];

interface Figures {
  cases: number;
  refusals: number;
  escapes: number;
  stateChangesOnRefusal: number;
  worstMs: number;
  firstEscapes: string[];
}

const blank = (): Figures => ({
  cases: 0,
  refusals: 0,
  escapes: 0,
  stateChangesOnRefusal: 0,
  worstMs: 0,
  firstEscapes: [],
});

function escaped(f: Figures, what: string): void {
  f.escapes++;
  if (f.firstEscapes.length < 5) f.firstEscapes.push(what.slice(0, 300));
}

/** A junk value of some JSON-ish kind. */
function junk(r: Rng): unknown {
  switch (r.int(0, 13)) {
    case 0:
      return null;
    case 1:
      return r.int(-5, 50);
    case 2:
      return [1e9, -1, 0.5, Number.MAX_SAFE_INTEGER, 1e308][r.int(0, 4)];
    case 3:
      return "x".repeat(r.int(0, 3) === 0 ? 100_000 : r.int(0, 8));
    case 4:
      return ["Goblin 1", "Wolf 1", "Fighter", "standing", "dead", "won", "act", "hit", "end", "move"][r.int(0, 9)];
    case 5:
      return [];
    case 6:
      return {};
    case 7:
      return [r.int(-1, 20), r.int(-1, 20)];
    case 8:
      return r.int(0, 1) === 1;
    case 9:
      return Array(r.int(0, 3) === 0 ? 100_000 : 5).fill("Goblin 1");
    case 10:
      return JSON.parse(`{"${HOSTILE[r.int(0, 2)]}": {"slot_9": 1000, "hp": 5}}`);
    case 11:
      return [[r.int(-1, 600), r.int(-1, 600)]];
    case 12:
      return { creature: "monsters/goblin", count: r.int(-1, 50) };
    default:
      return Number.NaN;
  }
}

/** Where `v` holds a hostile own key within the depth `mutate` reaches (its path), or undefined. */
function hostileAt(v: unknown, depth: number, at: readonly PathSegment[] = []): PathSegment[] | undefined {
  if (typeof v !== "object" || v === null || depth > 12) return undefined;
  for (const k of Object.keys(v)) {
    const here = [...at, Array.isArray(v) ? Number(k) : k];
    if ((HOSTILE as readonly string[]).includes(k)) return here;
    const deeper = hostileAt((v as Record<string, unknown>)[k], depth + 1, here);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Whether a report answers a hostile key at `at`: reported as hostile, or refused at its place or a place
 * holding it (a wrong value whose insides the validator rightly does not read). */
function answered(issues: readonly { path: string; code: string }[], at: readonly PathSegment[]): boolean {
  const places = new Set(at.map((_, k) => formatPath(at.slice(0, k + 1))));
  return issues.some((x) => x.code === "hostile" || places.has(x.path));
}

/** Replaces the value at a random path of `root` (a copy) with junk, or adds a hostile own key to an object. */
function mutate(root: unknown, r: Rng, hostile: boolean): unknown {
  const paths: { node: Record<string | number, unknown>; key: string | number }[] = [];
  const objects: Record<string, unknown>[] = [];
  const walk = (v: unknown, depth: number) => {
    if (typeof v !== "object" || v === null || depth > 12) return;
    if (!Array.isArray(v)) objects.push(v as Record<string, unknown>);
    const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    for (const k of keys) {
      paths.push({ node: v as Record<string | number, unknown>, key: k });
      walk((v as Record<string | number, unknown>)[k], depth + 1);
    }
  };
  walk(root, 0);
  if (hostile && objects.length) {
    const o = objects[r.int(0, objects.length - 1)]!;
    Object.defineProperty(o, HOSTILE[r.int(0, 2)]!, {
      value: junk(r),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else if (paths.length) {
    const p = paths[r.int(0, paths.length - 1)]!;
    p.node[p.key] = junk(r);
  }
  return root;
}

function timed<T>(f: Figures, run: () => T): T {
  const t = performance.now();
  const out = run();
  f.worstMs = Math.max(f.worstMs, performance.now() - t);
  f.cases++;
  return out;
}

const polluted = () => Object.keys(Object.prototype).length > 0 || ({} as Record<string, unknown>).slot_9 !== undefined;

function fuzzRulesets(n: number, r: Rng): Figures {
  const f = blank();
  const text = readFileSync("test/fixtures/minimal-5e.json", "utf8");
  for (let i = 0; i < n; i++) {
    const doc = mutate(JSON.parse(text), r, r.int(0, 2) === 0);
    if (r.int(0, 3) === 0) mutate(doc, r, false);
    // A second mutation may replace the object that held the hostile key (or bring one in with its junk):
    // what must be reported is what the document holds in the end.
    const hostile = hostileAt(doc, 0);
    const input = r.int(0, 1) === 0 ? JSON.stringify(doc) : doc;
    timed(f, () => {
      try {
        const report = validate(input);
        if (!report.ok) f.refusals++;
        if (hostile && report.ok) escaped(f, `hostile key accepted (case ${i})`);
        if (hostile && !answered(report.issues, hostile) && report.issues.length < 1000) {
          escaped(f, `hostile key not reported (case ${i}): ${JSON.stringify(report.issues[0])}`);
        }
        if (report.ok || i % 10 === 0) {
          try {
            load(input);
            if (!report.ok) escaped(f, `load took what validate refused (case ${i})`);
          } catch (error) {
            if (!(error instanceof RulesetError) || report.ok) escaped(f, `load threw ${String(error)} (case ${i})`);
          }
        }
      } catch (error) {
        escaped(f, `validate threw ${String(error)} (case ${i})`);
      }
    });
    if (polluted()) escaped(f, "Object.prototype polluted");
  }
  return f;
}

function fuzzSetups(n: number, r: Rng, ruleset: RulesetDoc, party: SheetData[]): Figures {
  const f = blank();
  const good = (): CombatSetup => ({
    party: structuredClone(party.slice(0, r.int(1, party.length))),
    enemies: [{ creature: "monsters/goblin", count: r.int(1, 3), at: [[9, r.int(0, 5)]] }, "monsters/wolf"],
    ...(r.int(0, 1) ? { board: { width: 12, height: 8, walls: [[5, 3]], party: [[0, 0]] } } : {}),
    seed: r.int(0, 1_000_000),
  });
  for (let i = 0; i < n; i++) {
    const setup = good();
    const times = r.int(1, 3);
    let input: unknown = setup;
    for (let k = 0; k < times; k++) input = mutate(input, r, r.int(0, 5) === 0);
    if (r.int(0, 30) === 0) input = junk(r);
    const before = JSON.stringify(input);
    timed(f, () => {
      try {
        const { state } = startCombat(ruleset, input as CombatSetup);
        if (!state.outcome) {
          const end = options(ruleset, state).find((o) => o.kind === "end");
          if (end) {
            const step = choose(ruleset, state, { option: end.id });
            if ("rejected" in step) escaped(f, `accepted set-up, end rejected (case ${i})`);
          }
        }
      } catch (error) {
        if (error instanceof CombatSetupError) f.refusals++;
        else escaped(f, `startCombat threw ${String(error)} on ${before.slice(0, 200)}`);
      }
    });
    if (JSON.stringify(input) !== before) {
      f.stateChangesOnRefusal++;
      escaped(f, `set-up changed by startCombat (case ${i})`);
    }
    if (polluted()) escaped(f, "Object.prototype polluted");
  }
  return f;
}

/** States of a few fights played with random menu choices. */
function statePool(ruleset: RulesetDoc, party: SheetData[], r: Rng): CombatState[] {
  const pool: CombatState[] = [];
  for (let seed = 1; seed <= 12; seed++) {
    let { state } = startCombat(ruleset, {
      party: party.slice(0, 1 + (seed % party.length)),
      enemies: ["monsters/goblin", "monsters/wolf", { creature: "monsters/skeleton", count: 1 + (seed % 2) }],
      seed,
      ...(seed % 3 ? { board: { width: 12, height: 8, walls: [[5, 3]] } } : {}),
    });
    pool.push(state);
    for (let i = 0; i < 150 && !state.outcome; i++) {
      const step = choose(
        ruleset,
        state,
        randomChoice(options(ruleset, state), (k) => r.int(0, k - 1)),
      );
      if ("rejected" in step) throw new Error(step.rejected.message);
      state = step.state;
      pool.push(state);
    }
  }
  return pool;
}

function fuzzStates(n: number, r: Rng, ruleset: RulesetDoc, pool: readonly CombatState[]): Figures {
  const f = blank();
  for (let i = 0; i < n; i++) {
    const base = pool[r.int(0, pool.length - 1)]!;
    let input: unknown = structuredClone(base);
    const times = r.int(1, 3);
    for (let k = 0; k < times; k++) input = mutate(input, r, r.int(0, 6) === 0);
    // Through JSON text now and then, as a server stores it.
    if (r.int(0, 3) === 0) input = JSON.parse(JSON.stringify(input));
    const before = JSON.stringify(input);
    timed(f, () => {
      let fight: Fight;
      try {
        fight = Fight.resume(ruleset, input as CombatState);
      } catch (error) {
        if (error instanceof CombatStateError) f.refusals++;
        else escaped(f, `resume threw ${String(error)} (case ${i})`);
        return;
      }
      try {
        for (let k = 0; k < 3 && !fight.over; k++) {
          const next = fight.choose(randomChoice(fight.options(), (m) => r.int(0, m - 1)));
          if (next.rejected) escaped(f, `a menu choice was rejected after resume: ${next.rejected.code} (case ${i})`);
          fight = next;
        }
      } catch (error) {
        escaped(f, `accepted state crashed: ${String(error)} (case ${i}) ${before.length < 4000 ? before : ""}`);
      }
    });
    if (JSON.stringify(input) !== before) {
      f.stateChangesOnRefusal++;
      escaped(f, `input state changed (case ${i})`);
    }
    if (polluted()) escaped(f, "Object.prototype polluted");
  }
  return f;
}

function fuzzChoices(n: number, r: Rng, ruleset: RulesetDoc, pool: readonly CombatState[]): Figures {
  const f = blank();
  const live = pool.filter((s) => !s.outcome);
  for (let i = 0; i < n; i++) {
    const state = live[r.int(0, live.length - 1)]!;
    const menu = options(ruleset, state);
    let choice: Record<string, unknown>;
    if (r.int(0, 2) === 0) choice = { ...randomChoice(menu, (m) => r.int(0, m - 1)) };
    else choice = { option: r.int(0, 1) ? menu[r.int(0, menu.length - 1)]!.id : junk(r) };
    const extra = r.int(0, 4);
    for (let k = 0; k < extra; k++) {
      const key = ["who", "targets", "at", "pay", "carries", "moveTo", "option", HOSTILE[r.int(0, 2)]!][r.int(0, 7)]!;
      Object.defineProperty(choice, key, { value: junk(r), enumerable: true, writable: true, configurable: true });
    }
    const input: unknown = r.int(0, 40) === 0 ? junk(r) : choice;
    const before = JSON.stringify(state);
    timed(f, () => {
      try {
        const out = choose(ruleset, state, input as Choice);
        if ("rejected" in out) {
          f.refusals++;
          const { code, path, message } = out.rejected;
          if (
            typeof code !== "string" ||
            typeof path !== "string" ||
            typeof message !== "string" ||
            message.length > 1000
          ) {
            escaped(f, `rejection malformed (case ${i})`);
          }
        }
      } catch (error) {
        escaped(f, `choose threw ${String(error)} on ${JSON.stringify(input)?.slice(0, 200)}`);
      }
    });
    if (JSON.stringify(state) !== before) {
      f.stateChangesOnRefusal++;
      escaped(f, `choose changed the state it was given (case ${i})`);
    }
    if (polluted()) escaped(f, "Object.prototype polluted");
  }
  return f;
}

export async function main(args: string[]): Promise<number> {
  const n = Number(args[0] ?? 100_000);
  const families = args.slice(1).length ? args.slice(1) : ["rulesets", "setups", "states", "choices"];
  await createEngine();
  const ruleset = load(readFileSync("test/combat/fixtures/5e.json", "utf8")).doc;
  const party = JSON.parse(readFileSync("test/combat/fixtures/party.json", "utf8")) as SheetData[];
  const r = Rng.fromSeed(20261201);
  const pool = statePool(ruleset, party, r);
  const results: Record<string, Figures & { seconds: number }> = {};
  for (const family of families) {
    const t = performance.now();
    const figures =
      family === "rulesets"
        ? fuzzRulesets(n, r)
        : family === "setups"
          ? fuzzSetups(n, r, ruleset, party)
          : family === "states"
            ? fuzzStates(n, r, ruleset, pool)
            : fuzzChoices(n, r, ruleset, pool);
    results[family] = {
      ...figures,
      worstMs: Math.round(figures.worstMs * 10) / 10,
      seconds: Math.round((performance.now() - t) / 1000),
    };
    console.log(family, JSON.stringify(results[family]));
  }
  mkdirSync("bench/results", { recursive: true });
  const file = "bench/results/fuzz.json";
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { results?: object }).results : {};
  const all = { ...kept, ...results };
  writeFileSync(file, `${JSON.stringify({ statePool: pool.length, results: all }, null, 2)}\n`);
  return Object.values(results).some((x) => x.escapes > 0 || x.stateChangesOnRefusal > 0) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv.slice(2));
