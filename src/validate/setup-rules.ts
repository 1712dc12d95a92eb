// What a fight's set-up must hold beyond its shape, where the ruleset alone tells: checked by the validator on
// each encounter and by `startCombat` (and `resume`, for sheets) on what a host hands it, from this one module,
// so an encounter that validates can be played. Each rule answers with the first problem or undefined; the
// caller names it with its own code (an issue of the validator, a CombatSetupError).
import { ENGINE_LIMITS } from "../registry/limits.js";
import type { IssueCode } from "./issue.js";
import type { PathSegment } from "./path.js";

export interface SetupProblem {
  readonly path: readonly PathSegment[];
  /** The validator's code for it. */
  readonly code: IssueCode;
  readonly message: string;
}

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

const isCell = (v: unknown): v is readonly [number, number] =>
  Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]);

/** An enemy's `at` as a list of cells (one cell, or one per creature); what is not a cell is left out. */
function cellsOf(at: unknown): readonly (readonly [number, number])[] {
  if (isCell(at)) return [at];
  return Array.isArray(at) ? at.filter(isCell) : [];
}

/** How many combatants a side member brings: a sheet or a creature ref one, `{ creature, count }` its count. */
export function membersOf(member: unknown): number {
  if (!isObject(member) || !("creature" in member)) return 1;
  const n = member.count;
  return Number.isInteger(n) && (n as number) >= 1 ? (n as number) : 1;
}

/** Both sides together hold at most ENGINE_LIMITS.combatants; the path names the member past the limit. */
export function combatantsProblem(sides: readonly (readonly [string, readonly unknown[]])[]): SetupProblem | undefined {
  const max = ENGINE_LIMITS.combatants;
  let total = 0;
  for (const [name, list] of sides) {
    for (let i = 0; i < list.length; i++) {
      total += membersOf(list[i]);
      if (total > max) return { path: [name, i], code: "too-many", message: `more than ${max} combatants in all` };
    }
  }
  return undefined;
}

/** A `{ creature, count, at }` lists no more cells than its count brings creatures. */
export function cellsProblem(member: unknown, at: readonly PathSegment[]): SetupProblem | undefined {
  if (!isObject(member) || !Array.isArray(member.at) || isCell(member.at)) return undefined;
  const n = membersOf(member);
  if (member.at.length <= n) return undefined;
  return { path: [...at, "at"], code: "too-many", message: `${member.at.length} cells for ${n} creature(s)` };
}

/**
 * Every cell a board lists (its walls, the party's places) and every cell an enemy is given lies on the board.
 * `board` has a sound width and height (the caller checked them).
 */
export function offBoardProblem(board: Obj, enemies: readonly unknown[]): SetupProblem | undefined {
  const width = board.width as number;
  const height = board.height as number;
  const off = (c: readonly [number, number], path: readonly PathSegment[]): SetupProblem | undefined =>
    c[0] >= 0 && c[1] >= 0 && c[0] < width && c[1] < height
      ? undefined
      : { path, code: "out-of-range", message: `(${c.join(", ")}) is off the ${width}×${height} board` };
  for (const key of ["walls", "party"] as const) {
    const cells = board[key];
    if (!Array.isArray(cells)) continue;
    for (let i = 0; i < cells.length; i++) {
      const problem = isCell(cells[i]) ? off(cells[i], ["board", key, i]) : undefined;
      if (problem) return problem;
    }
  }
  for (let i = 0; i < enemies.length; i++) {
    const at = isObject(enemies[i]) ? (enemies[i] as Obj).at : undefined;
    const single = isCell(at);
    const cells = cellsOf(at);
    for (let k = 0; k < cells.length; k++) {
      const problem = off(cells[k]!, single ? ["enemies", i, "at"] : ["enemies", i, "at", k]);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * What the sheet schema leaves to the ruleset, wherever a sheet comes from outside (an encounter, a set-up, a
 * saved state): a score for every ability, each field of its declared type. The ruleset may be one the
 * validator is still reading, so its sheet definition is read with care.
 */
export function sheetValueProblem(ruleset: unknown, sheet: Obj, at: readonly PathSegment[]): SetupProblem | undefined {
  const def = isObject(ruleset) && isObject(ruleset.sheet) ? ruleset.sheet : {};
  const scores = isObject(sheet.abilities) ? sheet.abilities : {};
  for (const a of Array.isArray(def.abilities) ? def.abilities : []) {
    if (!isObject(a) || typeof a.id !== "string") continue;
    if (!Object.hasOwn(scores, a.id)) {
      return { path: [...at, "abilities", a.id], code: "missing", message: `no score for ${a.id}` };
    }
  }
  const fields = isObject(sheet.fields) ? sheet.fields : {};
  for (const field of Array.isArray(def.fields) ? def.fields : []) {
    if (!isObject(field) || typeof field.id !== "string" || !Object.hasOwn(fields, field.id)) continue;
    const v = fields[field.id];
    const want = field.type === "number" ? "number" : field.type === "boolean" ? "boolean" : "string";
    const path = [...at, "fields", field.id];
    if (typeof v !== want) return { path, code: "wrong-type", message: `field ${field.id} holds a ${field.type}` };
    const values = field.values;
    if (field.type === "enum" && Array.isArray(values) && !values.includes(v)) {
      return { path, code: "out-of-range", message: `field ${field.id} is one of ${values.join(", ")}` };
    }
  }
  return undefined;
}
