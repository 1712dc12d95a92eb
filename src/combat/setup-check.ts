// A fight's set-up as a server receives it from a client, checked before any work: sizes first (in constant
// time: a list of a million names costs no more than one of forty), then shapes, then the sheets and the board
// against the ruleset with the validator's own schemas. Anything wrong is a CombatSetupError with a path.
import { ENGINE_LIMITS } from "../registry/limits.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { checkPart } from "../validate/part.js";
import { formatPath, type PathSegment } from "../validate/path.js";
import { clipMessage } from "../validate/report.js";
import {
  cellsProblem,
  combatantsProblem,
  offBoardProblem,
  type SetupProblem,
  sheetValueProblem,
} from "../validate/setup-rules.js";
import type { SetupWordCheck } from "./capability.js";
import { findEntry } from "./entries.js";
import { capabilitiesOf } from "./registry.js";

export class CombatSetupError extends Error {
  constructor(
    readonly path: string,
    readonly code: string,
    message: string,
  ) {
    super(`${path}: ${clipMessage(message)}`);
    this.name = "CombatSetupError";
  }
}

// An encounter spread into a setup (`{ ...encounter, party, seed }`) brings its own `id` and `name` along.
const SETUP_KEYS: ReadonlySet<string> = new Set([
  "id",
  "name",
  "party",
  "enemies",
  "board",
  "scene",
  "seed",
  "noBoard",
  "roundCap",
  "initiative",
]);
const REF_KEYS: ReadonlySet<string> = new Set(["creature", "count", "at"]);
const SCENE_KEYS: ReadonlySet<string> = new Set(["time", "indoors", "location"]);

const fail = (path: readonly PathSegment[], code: string, message: string): never => {
  throw new CombatSetupError(formatPath(path), code, message);
};

/** A rule shared with the validator (setup-rules.ts), broken: thrown with this check's own code. */
const failWith = (problem: SetupProblem | undefined, code: string): void => {
  if (problem) fail(problem.path, code, problem.message);
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const isCell = (v: unknown): v is readonly [number, number] =>
  Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]);

function knownKeys(value: Record<string, unknown>, known: ReadonlySet<string>, at: readonly PathSegment[]): void {
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!known.has(key)) fail([...at, key], "unknown-key", `unknown key "${key}"`);
  }
}

/** Checks a side member's shape: a sheet (checked later against the ruleset) or a creature reference. */
function memberShape(m: unknown, at: readonly PathSegment[], words: Words): void {
  if (typeof m === "string") return;
  if (!isObject(m)) fail(at, "bad-member", "a side member is a sheet, a creature ref, or { creature, count, at }");
  if (!("creature" in (m as Record<string, unknown>))) return;
  const ref = m as Record<string, unknown>;
  knownKeys(ref, new Set([...REF_KEYS, ...words.member.keys()]), at);
  if (typeof ref.creature !== "string")
    fail([...at, "creature"], "unknown-creature", "creature is `<catalog>/<entry>`");
  const n = ref.count ?? 1;
  if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > ENGINE_LIMITS.combatants) {
    fail([...at, "count"], "bad-count", `count must be an integer from 1 to ${ENGINE_LIMITS.combatants}`);
  }
  if (ref.at !== undefined && !isCell(ref.at)) {
    if (!Array.isArray(ref.at)) fail([...at, "at"], "bad-cell", "at is a cell [x, y] or a list of cells");
    failWith(cellsProblem(ref, at), "bad-cell");
    const cells = ref.at as unknown[];
    for (let i = 0; i < cells.length; i++) {
      if (!isCell(cells[i])) fail([...at, "at", i], "bad-cell", "a cell is [x, y], two whole numbers");
    }
  }
  checkWords(ref, words.member, at);
}

/** The packages' set-up words (extension point "setup words"), by where they are written. */
interface Words {
  readonly fight: ReadonlyMap<string, SetupWordCheck>;
  readonly member: ReadonlyMap<string, SetupWordCheck>;
}

function wordsOf(ruleset: RulesetDoc): Words {
  const fight = new Map<string, SetupWordCheck>();
  const member = new Map<string, SetupWordCheck>();
  for (const m of capabilitiesOf(ruleset).modules) {
    for (const [word, check] of Object.entries(m.setupWords?.fight ?? {})) fight.set(word, check);
    for (const [word, check] of Object.entries(m.setupWords?.member ?? {})) member.set(word, check);
  }
  return { fight, member };
}

function checkWords(
  value: Record<string, unknown>,
  words: ReadonlyMap<string, SetupWordCheck>,
  at: readonly PathSegment[],
): void {
  for (const [word, check] of words) {
    if (value[word] === undefined) continue;
    const problem = check(value[word]);
    if (problem) fail([...at, word, ...problem.path], problem.code, problem.message);
  }
}

/**
 * Throws a CombatSetupError for the first thing wrong with `setup`, before any work: its sizes, its shapes,
 * its creatures, and its sheets and board against `ruleset`.
 */
export function checkSetup(ruleset: RulesetDoc, setup: unknown): void {
  if (!isObject(setup)) fail([], "bad-setup", "a set-up is an object { party, enemies, seed, … }");
  const s = setup as Record<string, unknown>;
  const { party, enemies } = s;
  const words = wordsOf(ruleset);
  // Sizes first, in constant time.
  if (!Array.isArray(party)) fail(["party"], "no-party", "party is a list of sheets and creatures");
  if (!Array.isArray(enemies)) fail(["enemies"], "bad-enemies", "enemies must be a list");
  const sides = [
    ["party", party as unknown[]],
    ["enemies", enemies as unknown[]],
  ] as const;
  const max = ENGINE_LIMITS.combatants;
  for (const [name, list] of sides) {
    if (list.length > max)
      fail([name], "too-many-combatants", `${list.length} members; a fight holds at most ${max} combatants`);
  }
  if ((party as unknown[]).length === 0) fail(["party"], "no-party", "a fight needs at least one party member");
  for (const [name, list] of sides) {
    for (let i = 0; i < list.length; i++) memberShape(list[i], [name, i], words);
  }
  failWith(combatantsProblem(sides), "too-many-combatants");
  knownKeys(s, new Set([...SETUP_KEYS, ...words.fight.keys()]), []);
  if (!Number.isSafeInteger(s.seed)) fail(["seed"], "bad-seed", "seed must be a safe integer");
  if (s.noBoard !== undefined && typeof s.noBoard !== "boolean")
    fail(["noBoard"], "wrong-type", "noBoard is true or false");
  if (s.roundCap !== undefined) {
    const cap = s.roundCap;
    if (!Number.isInteger(cap) || (cap as number) < 1 || (cap as number) > ENGINE_LIMITS.roundCapMax) {
      fail(["roundCap"], "bad-round-cap", `roundCap must be an integer from 1 to ${ENGINE_LIMITS.roundCapMax}`);
    }
  }
  checkWords(s, words.fight, []);
  if (s.scene !== undefined) {
    if (!isObject(s.scene)) fail(["scene"], "wrong-type", "scene is an object");
    knownKeys(s.scene as Record<string, unknown>, SCENE_KEYS, ["scene"]);
    const location = (s.scene as Record<string, unknown>).location;
    if (location !== undefined && (typeof location !== "string" || location.length > 200)) {
      fail(["scene", "location"], "wrong-type", "location is text of at most 200 characters");
    }
  }
  // Creatures, sheets and the board against the ruleset.
  for (const [name, list] of sides) {
    for (let i = 0; i < list.length; i++) {
      const m = list[i];
      const ref = typeof m === "string" ? m : isObject(m) && "creature" in m ? (m.creature as string) : undefined;
      if (ref !== undefined) {
        const def = findEntry(ruleset, ref);
        if (!def || !("actions" in def)) {
          fail(
            [name, i, "creature"],
            "unknown-creature",
            `no creature ${JSON.stringify(ref.length > 80 ? `${ref.slice(0, 80)}…` : ref)}`,
          );
        }
        continue;
      }
      const issue = checkPart(ruleset, "sheet", m, [name, i])[0];
      if (issue) throw new CombatSetupError(issue.path, "bad-sheet", `${issue.code}: ${issue.message}`);
      failWith(sheetValueProblem(ruleset, m as Record<string, unknown>, [name, i]), "bad-sheet");
    }
  }
  if (s.board !== undefined) {
    const board = s.board;
    if (!isObject(board)) fail(["board"], "bad-board", "board is an object { width, height, … }");
    const b = board as Record<string, unknown>;
    const side = ENGINE_LIMITS.boardSide;
    for (const key of ["width", "height"] as const) {
      const v = b[key];
      if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > side) {
        fail(["board", key], "bad-board", `${key} must be a whole number of cells from 1 to ${side}`);
      }
    }
    const issue = checkPart(ruleset, "board", board, ["board"])[0];
    if (issue) throw new CombatSetupError(issue.path, "bad-board", `${issue.code}: ${issue.message}`);
    // Off the board, a creature's own cell is refused here rather than while placing it.
    failWith(offBoardProblem(b, s.noBoard === true ? [] : (enemies as unknown[])), "bad-cell");
  }
}
