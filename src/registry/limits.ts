// Limits of the reference, as data: a limit that grew keeps every step with the version it arrived in, so
// the validator can say "more than 160 conditions needs 1.269". Versions past the last section (1.552)
// are as the reference states them.
import type { Place } from "./places.js";
import { compareVersions } from "./version.js";

export interface LimitStep {
  /** The version from which `max` holds ("base" for the limit before any section raised it). */
  readonly from: string;
  readonly max: number;
}

export interface Limit {
  readonly name: string;
  /** The keys it bounds, at `where`. */
  readonly keys: readonly string[];
  readonly where: readonly Place[];
  /** What is counted: list items, a number's value, or characters of text. */
  readonly counts: "items" | "value" | "characters";
  readonly min?: number;
  /** Ascending by version; the first step's `from` is when the limit (and its key) arrived. */
  readonly steps: readonly LimitStep[];
  /** The section that states it. */
  readonly section: string;
}

/**
 * Limits of the engine itself, whatever version a ruleset declares: the validator, `startCombat`, `resume` and
 * the geometry all read them here, so a ruleset that validates can be played.
 */
export const ENGINE_LIMITS = Object.freeze({
  /** Cells along a board's side: the geometry's grid (assembly/board.ts holds the same number for the wasm). */
  boardSide: 512,
  /** Walls (and heights) listed on one board. */
  boardWalls: 100_000,
  /** Combatants in one fight, both sides together. */
  combatants: 40,
  /** Rounds a fight lasts at most when its set-up names no `roundCap`; then it ends as a `stalemate`. */
  roundCap: 100,
  /** The largest `roundCap` a set-up may name. */
  roundCapMax: 10_000,
  /** Fights one `simulate` call plays at most. */
  simulateRuns: 1_000_000,
});

const L = (
  name: string,
  keys: string[],
  where: Place[],
  counts: Limit["counts"],
  section: string,
  steps: [string, number][],
  min?: number,
): Limit => ({
  name,
  keys,
  where,
  counts,
  section,
  steps: steps.map(([from, max]) => ({ from, max })),
  ...(min !== undefined ? { min } : {}),
});

export const LIMITS: readonly Limit[] = [
  L(
    "conditions",
    ["live.conditions", "clear.conditions", "combat.conditions"],
    ["sheet", "rest", "combat"],
    "items",
    "1.188",
    [
      ["base", 80],
      ["1.188", 160],
      ["1.269", 320],
      ["1.552", 640],
    ],
  ),
  L("combat.levels", ["combat.levels"], ["combat"], "items", "1.419", [
    ["base", 20],
    ["1.419", 40],
  ]),
  L("applies", ["applies"], ["entry.mechanics", "item.use", "creature.action"], "items", "1.277", [
    ["base", 4],
    ["1.277", 6],
  ]),
  L(
    "calls.count",
    ["calls.count"],
    ["entry.mechanics", "item.use", "creature.action"],
    "value",
    "1.403",
    [
      ["1.325", 8],
      ["1.403", 32],
    ],
    1,
  ),
  L("calls.options", ["calls.options"], ["entry.mechanics", "item.use"], "items", "1.394", [["1.394", 8]], 2),
  L("board.events", ["events"], ["board", "battlefield"], "items", "1.318", [["1.318", 32]]),
  L("combatants", [], ["state"], "items", "1.325", [["1.325", ENGINE_LIMITS.combatants]]),
  L("trait.text", ["traits[].text"], ["creature"], "characters", "1.378", [
    ["base", 400],
    ["1.378", 1200],
  ]),
  L(
    "zone.rounds",
    ["zone.rounds"],
    ["entry.mechanics", "item.use", "creature.action"],
    "value",
    "1.172",
    [["1.172", 1000]],
    1,
  ),
  L("zone.terrain.costTimes", ["zone.terrain.costTimes"], ["entry.mechanics"], "value", "1.175", [["1.175", 10]], 2),
  L("area.copies", ["area.copies"], ["entry.mechanics"], "value", "1.178", [["1.178", 10]], 2),
  L("combat.attacks[].always", ["combat.attacks[].always"], ["combat"], "items", "1.244", [["1.244", 4]]),
  L(
    "saveEnds.successes",
    ["applies[].saveEnds.successes"],
    ["entry.mechanics", "item.use", "creature.action"],
    "value",
    "1.258",
    [["1.258", 10]],
    2,
  ),
  L(
    "teleport.carries",
    ["teleport.carries"],
    ["entry.mechanics", "item.use", "creature.action"],
    "value",
    "1.276",
    [["1.276", 8]],
    1,
  ),
  L("drain.share", ["drain.share"], ["entry.mechanics", "creature.action"], "value", "1.281", [["1.281", 1]]),
  L("legendaryResistance", ["legendaryResistance"], ["creature"], "value", "1.317", [["1.317", 20]], 1),
  L(
    "change.height",
    ["change.height", "ground.height"],
    ["board.event", "creature.action"],
    "value",
    "1.318",
    [["1.318", 3]],
    0,
  ),
  L(
    "change.squares",
    ["change.push.squares", "change.drift.squares"],
    ["board.event"],
    "value",
    "1.329",
    [["1.329", 6]],
    1,
  ),
  L("display.by.labels", ["display.by.labels"], ["sheet.list"], "items", "1.378", [["1.378", 21]]),
];

const byName = new Map(LIMITS.map((l) => [l.name, l]));

export function limit(name: string): Limit | undefined {
  return byName.get(name);
}

/**
 * The maximum of limit `name` for a ruleset declaring Capability API `version`; undefined when the limit
 * (and what it bounds) does not exist yet at that version, or no such limit is known.
 */
export function limitAt(name: string, version: string): number | undefined {
  const l = byName.get(name);
  if (!l) return undefined;
  let max: number | undefined;
  for (const step of l.steps) if (compareVersions(step.from, version) <= 0) max = step.max;
  return max;
}

/** The lowest version at which `count` fits under limit `name`; undefined when it never does. */
export function versionFor(name: string, count: number): string | undefined {
  return byName.get(name)?.steps.find((s) => count <= s.max)?.from;
}
