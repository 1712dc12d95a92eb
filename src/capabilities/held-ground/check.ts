// The shapes of Held Ground (a fight's input, 1.323) and of its release (1.330), and what they name: the
// condition must be one of the ruleset's combat conditions, a track one of the sheet's live tracks.
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { HeldGround } from "./def.js";

/** What is wrong with an input, where (a path from the input's own root) and of which kind. */
export interface Problem {
  readonly path: string;
  readonly code: "wrong-type" | "missing" | "unknown-key" | "out-of-range" | "bad-reference";
  readonly message: string;
}

const MAX_MARKS = 20;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function unknownKey(v: Record<string, unknown>, known: readonly string[], at: string): Problem | undefined {
  const key = Object.keys(v).find((k) => !known.includes(k));
  return key === undefined ? undefined : { path: `${at}.${key}`, code: "unknown-key", message: `unknown key "${key}"` };
}

function trackProblem(ruleset: RulesetDoc, track: unknown, at: string): Problem | undefined {
  if (typeof track !== "string") return { path: at, code: "wrong-type", message: "a track is a live track's id" };
  if (!(ruleset.sheet.live?.tracks ?? []).some((t) => t.id === track))
    return { path: at, code: "bad-reference", message: `no live track "${track}" on the sheet` };
  return undefined;
}

function integerProblem(v: unknown, at: string, what: string): Problem | undefined {
  if (typeof v !== "number" || !Number.isInteger(v))
    return { path: at, code: "wrong-type", message: `${what} is a whole number` };
  if (Math.abs(v) > 100) return { path: at, code: "out-of-range", message: `${what} is between -100 and 100` };
  return undefined;
}

/** Checks a fight's `heldGround` against the ruleset; undefined when it is sound. */
export function heldGroundProblem(ruleset: RulesetDoc, held: unknown): Problem | undefined {
  const at = "heldGround";
  if (!isObject(held)) return { path: at, code: "wrong-type", message: "Held Ground is an object" };
  const extra = unknownKey(held, ["label", "condition", "marks"], at);
  if (extra) return extra;
  if (held.label === undefined) return { path: `${at}.label`, code: "missing", message: "Held Ground needs a label" };
  if (typeof held.label !== "string" || held.label.length === 0 || held.label.length > 200)
    return { path: `${at}.label`, code: "wrong-type", message: "a label is text of 1 to 200 characters" };
  if (held.condition === undefined)
    return { path: `${at}.condition`, code: "missing", message: "Held Ground needs the condition the felled suffer" };
  if (typeof held.condition !== "string")
    return { path: `${at}.condition`, code: "wrong-type", message: "a condition is a combat condition's id" };
  if (!(ruleset.combat?.conditions ?? []).some((c) => c.id === held.condition))
    return { path: `${at}.condition`, code: "bad-reference", message: `no combat condition "${held.condition}"` };
  if (held.marks === undefined) return undefined;
  if (!Array.isArray(held.marks))
    return { path: `${at}.marks`, code: "wrong-type", message: 'marks are a list of { "track", "by" }' };
  if (held.marks.length > MAX_MARKS)
    return { path: `${at}.marks`, code: "out-of-range", message: `at most ${MAX_MARKS} marks` };
  for (let i = 0; i < held.marks.length; i++) {
    const mark: unknown = held.marks[i];
    const here = `${at}.marks[${i}]`;
    if (!isObject(mark)) return { path: here, code: "wrong-type", message: 'a mark is { "track", "by" }' };
    const problem =
      unknownKey(mark, ["track", "by"], here) ??
      (mark.track === undefined
        ? { path: `${here}.track`, code: "missing" as const, message: "a mark names its track" }
        : undefined) ??
      trackProblem(ruleset, mark.track, `${here}.track`) ??
      (mark.by === undefined
        ? { path: `${here}.by`, code: "missing" as const, message: "a mark says how far its track moves" }
        : undefined) ??
      integerProblem(mark.by, `${here}.by`, "by");
    if (problem) return problem;
  }
  return undefined;
}

/** The sound form of a checked `heldGround` (marks default to none), copied so the caller's object stays theirs. */
export function heldGroundOf(held: {
  label: string;
  condition: string;
  marks?: readonly HeldGround["marks"][number][];
}): HeldGround {
  return {
    label: held.label,
    condition: held.condition,
    marks: (held.marks ?? []).map((m) => ({ track: m.track, by: m.by })),
  };
}

/** Checks a release's shape; what it names is checked against the fight once it is known to be on Held Ground. */
export function releaseShapeProblem(release: unknown): Problem | undefined {
  const at = "release";
  if (!isObject(release)) return { path: at, code: "wrong-type", message: "a release is an object" };
  const extra = unknownKey(release, ["felled", "owing"], at);
  if (extra) return extra;
  if (release.felled !== undefined && release.felled !== "down")
    return { path: `${at}.felled`, code: "wrong-type", message: 'felled is "down" or omitted' };
  const owing = release.owing;
  if (owing === undefined) return undefined;
  if (!isObject(owing)) return { path: `${at}.owing`, code: "wrong-type", message: 'owing is { "track"?, "bonus"? }' };
  const extraOwing = unknownKey(owing, ["track", "bonus"], `${at}.owing`);
  if (extraOwing) return extraOwing;
  if (owing.track !== undefined && typeof owing.track !== "string")
    return { path: `${at}.owing.track`, code: "wrong-type", message: "a track is a live track's id" };
  if (owing.bonus !== undefined) return integerProblem(owing.bonus, `${at}.owing.bonus`, "bonus");
  return undefined;
}

/** The track a release's owing falls due on, or the problem: it must name a live track, and a dying rule rolls it. */
export function owingTrack(
  ruleset: RulesetDoc,
  held: HeldGround,
  owing: NonNullable<{ track?: string }>,
): { track: string } | Problem {
  const at = "release.owing";
  if (!ruleset.combat?.dying)
    return { path: at, code: "missing", message: "owing is paid in death saves: the combat block needs a dying rule" };
  const track = owing.track ?? held.marks[0]?.track;
  if (track === undefined)
    return {
      path: `${at}.track`,
      code: "missing",
      message: "Held Ground leaves no marks: name the track that falls due",
    };
  return trackProblem(ruleset, track, `${at}.track`) ?? { track };
}
