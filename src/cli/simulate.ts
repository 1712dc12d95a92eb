// `gamemode-engine simulate`: plays an encounter many times (the director on both sides unless --policy says
// otherwise), on worker threads with --workers, with a progress bar, then prints a summary table or --json.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Distribution } from "../director/distribution.js";
import { encounterSetup } from "../director/encounter.js";
import { parseSides } from "../director/policies.js";
import type { SimulationResult } from "../director/simulate.js";
import { simulateParallel } from "../director/simulate-node.js";
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import { progressBar } from "./progress.js";

interface Loaded {
  readonly ruleset: RulesetDoc;
  readonly characters: readonly SheetData[];
}

/** A ruleset file, or a bundle of `{ ruleset, characters }` such as rulesets/srd5e.json. */
function loadRuleset(arg: string | undefined): Loaded {
  const file = arg === undefined || arg === "srd5e" ? "rulesets/srd5e.json" : arg;
  const json = JSON.parse(readFileSync(file, "utf8"));
  if (json && typeof json === "object" && "ruleset" in json)
    return { ruleset: json.ruleset, characters: json.characters ?? [] };
  return { ruleset: json, characters: [] };
}

function partyOf(loaded: Loaded, encounter: string | undefined): SheetData[] | undefined {
  const e =
    encounter === undefined
      ? loaded.ruleset.encounters?.[0]
      : loaded.ruleset.encounters?.find((x) => x.id === encounter);
  if (!e?.party?.some((p) => typeof p === "string")) return undefined;
  return e.party.map((p) => {
    if (typeof p !== "string") return p;
    const sheet = loaded.characters.find((c) => c.id === p);
    if (!sheet) throw new Error(`encounter ${e.id} names unknown character ${p}`);
    return sheet;
  });
}

function whole(name: string, text: string | undefined, fallback: number): number {
  const n = text === undefined ? fallback : Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`--${name} must be a whole number, got ${text}`);
  return n;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const row = (name: string, d: Distribution) =>
  `${name.padEnd(26)}${[d.mean, d.p10, d.p50, d.p90, d.min, d.max].map((n) => fmt(n).padStart(8)).join("")}`;

export function table(r: SimulationResult): string[] {
  const o = r.outcomes;
  const lines = [
    `${r.runs} runs from seed ${r.seed} (party: ${r.sides.party}, enemies: ${r.sides.enemies})`,
    `party wins ${(r.winProbability * 100).toFixed(1)}%  (won ${o.won}, lost ${o.lost}, fled ${o.fled}, unfinished ${o.unfinished})`,
    "",
    `${"".padEnd(26)}${["mean", "p10", "p50", "p90", "min", "max"].map((h) => h.padStart(8)).join("")}`,
    row("rounds", r.rounds),
  ];
  for (const side of ["party", "enemies"] as const) {
    lines.push(row(`${side} standing`, r.survivors[side]), row(`${side} health left`, r.healthLeft[side]));
    for (const [pool, d] of Object.entries(r.spent[side])) lines.push(row(`${side} spent ${pool}`, d));
  }
  return lines;
}

export async function simulateCommand(args: string[], workerFile?: string): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      ruleset: { type: "string" },
      encounter: { type: "string" },
      party: { type: "string" },
      runs: { type: "string", default: "100" },
      seed: { type: "string", default: "1" },
      policy: { type: "string", default: "director" },
      workers: { type: "string" },
      "no-board": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  });
  const loaded = loadRuleset(values.ruleset);
  const party: SheetData[] | undefined = values.party
    ? JSON.parse(readFileSync(values.party, "utf8"))
    : partyOf(loaded, values.encounter);
  const setup = { ...encounterSetup(loaded.ruleset, values.encounter, party), noBoard: values["no-board"] };
  const runs = whole("runs", values.runs, 100);
  const result = await simulateParallel(loaded.ruleset, setup, {
    runs,
    seed: whole("seed", values.seed, 1),
    sides: parseSides(values.policy),
    workers: whole("workers", values.workers, 1),
    ...(workerFile ? { workerFile } : {}),
    ...(values.json ? {} : { onProgress: progressBar("simulating") }),
  });
  if (values.json) console.log(JSON.stringify(result));
  else for (const line of table(result)) console.log(line);
  return 0;
}
