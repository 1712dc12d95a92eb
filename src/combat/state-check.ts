// A saved fight as a server may get it back from a client: checked against the state's shape and against the
// ruleset (combatants, cells on the board, declared conditions, pools and budgets, health within bounds, a
// generator that can run) before `resume` lets the core see it. The first problem is returned with a path.
// The keys of the core are listed here; a package declares the keys it adds, each with its check, in its
// descriptor's `state` (extension point "state"), and any other key is refused
// (test/combat/resume-checks.property.test.ts plays real fights through this check).

import { ENGINE_LIMITS } from "../registry/limits.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { screen } from "../validate/hostile.js";
import { checkPart } from "../validate/part.js";
import type { PathSegment } from "../validate/path.js";
import { clipMessage, Reporter } from "../validate/report.js";
import { sheetValueProblem } from "../validate/setup-rules.js";
import type { CapabilitySet } from "./capability.js";
import { findEntry } from "./entries.js";
import { packageMoments } from "./moments.js";
import { capabilitiesOf } from "./registry.js";
import {
  type BoardView,
  cell,
  combatantRef,
  counts,
  flag,
  int,
  keys,
  list,
  num,
  type Obj,
  obj,
  oneOf,
  Refused,
  refuse,
  type StateProblem,
  type StateScope,
  str,
  strings,
} from "./state-shape.js";
import { conditionDef } from "./stats.js";

export type { StateProblem } from "./state-shape.js";

/** Thrown by `resume` (and `Fight.resume`) for a state it will not take; nothing was resumed. */
export class CombatStateError extends Error {
  constructor(
    readonly path: string,
    readonly code: string,
    message: string,
  ) {
    super(`${path}: ${clipMessage(message)}`);
    this.name = "CombatStateError";
  }
}

const BIG = 1_000_000;
const STATE_KEYS = new Set([
  "format",
  "seed",
  "rng",
  "round",
  "turn",
  "order",
  "combatants",
  "sheets",
  "board",
  "scene",
  "stack",
  "ending",
  "turnEnded",
  "between",
  "outcome",
  "roundCap",
  "place",
]);
const COMBATANT_KEYS = new Set([
  "id",
  "name",
  "side",
  "creature",
  "hp",
  "maxHp",
  "temp",
  "status",
  "initiative",
  "pools",
  "budgets",
  "moveLeft",
  "conditions",
  "levels",
  "concentration",
  "death",
  "died",
  "usesLeft",
  "tracks",
  "recharging",
  "stacks",
  "at",
  "itemEffects",
  "trail",
  "walkedWith",
  "spellsCast",
  "hands",
  "interacted",
  "dropped",
]);
const CONDITION_KEYS = new Set([
  "id",
  "source",
  "by",
  "sustained",
  "remaining",
  "of",
  "at",
  "saveEnds",
  "tally",
  "suppressed",
  "endsWhen",
  "score",
  "from",
  "suppressedBy",
]);
/** The keys a state may hold under a composition: the core's and its packages' slots. */
const knownKeys = new WeakMap<CapabilitySet, { fight: Set<string>; combatant: Set<string>; condition: Set<string> }>();

function known(ruleset: RulesetDoc) {
  const caps = capabilitiesOf(ruleset);
  let k = knownKeys.get(caps);
  if (!k) {
    const slots = caps.stateSlots;
    k = {
      fight: new Set([...STATE_KEYS, ...slots.fight.keys()]),
      combatant: new Set([...COMBATANT_KEYS, ...slots.combatant.keys()]),
      condition: new Set([...CONDITION_KEYS, ...slots.condition.keys()]),
    };
    knownKeys.set(caps, k);
  }
  return k;
}

const FRAME_KINDS = ["act", "move", "window"] as const;
const MOMENTS = [
  "hit",
  "harmed",
  "aimed",
  "attacked",
  "caught",
  "within-reach",
  "leaves-reach",
  "own-hit",
  "between-turns",
] as const;

/** Checks a state for `ruleset`; returns the first problem, or undefined when the fight can go on from it. */
export function checkState(ruleset: RulesetDoc, state: unknown): StateProblem | undefined {
  // Plain JSON first, bounded: no cycles, functions, hostile keys or absurd sizes reach the checks below.
  const report = new Reporter();
  if (!screen(state, report) || report.count > 0) {
    const issue = report.issues[0]!;
    return { path: issue.path, code: issue.code === "hostile" ? "hostile" : "bad-state", message: issue.message };
  }
  try {
    checkInto(ruleset, state);
    return undefined;
  } catch (error) {
    if (error instanceof Refused) return error.problem;
    throw error;
  }
}

function checkInto(ruleset: RulesetDoc, input: unknown): void {
  const s = obj(input, []);
  keys(s, [], known(ruleset).fight);
  if (s.format !== 1) refuse(["format"], "bad-format", "this engine reads state format 1");
  if (!Number.isSafeInteger(s.seed)) refuse(["seed"], "wrong-type", "seed is a safe integer");
  checkRng(s.rng);
  const cap =
    s.roundCap === undefined ? ENGINE_LIMITS.roundCap : int(s.roundCap, ["roundCap"], 1, ENGINE_LIMITS.roundCapMax);
  int(s.round, ["round"], 0, cap);
  const order = strings(s.order, ["order"], ENGINE_LIMITS.combatants);
  if (order.length === 0) refuse(["order"], "missing", "a fight has combatants");
  if (new Set(order).size !== order.length) refuse(["order"], "duplicate-id", "a combatant is listed twice");
  int(s.turn, ["turn"], -1, order.length - 1);
  const combatants = obj(s.combatants, ["combatants"]);
  const ids = new Set(order);
  for (const id of Object.keys(combatants)) {
    if (!ids.has(id)) refuse(["combatants", id], "bad-reference", `${id} is not in the order`);
  }
  for (const id of order) if (!Object.hasOwn(combatants, id)) refuse(["order"], "bad-reference", `no combatant ${id}`);
  const board = checkBoard(s.board);
  const sheets = obj(s.sheets, ["sheets"]);
  for (const id of Object.keys(sheets)) {
    if (!ids.has(id)) refuse(["sheets", id], "bad-reference", `no combatant ${id}`);
    const issue = checkPart(ruleset, "sheet", sheets[id], ["sheets", id])[0];
    if (issue) throw new Refused({ path: issue.path, code: "bad-sheet", message: `${issue.code}: ${issue.message}` });
    const problem = sheetValueProblem(ruleset, sheets[id] as Obj, ["sheets", id]);
    if (problem) refuse(problem.path, "bad-sheet", problem.message);
  }
  // Who is walking a path may be passing through an ally's cell while a window on the way waits.
  const passing = new Set<string>();
  if (Array.isArray(s.stack)) {
    for (const f of s.stack as unknown[]) {
      const frame = f as { kind?: unknown; mover?: unknown } | null;
      if (frame?.kind === "move" && typeof frame.mover === "string") passing.add(frame.mover);
    }
  }
  const taken = new Set<number>();
  for (const id of order) {
    checkCombatant(ruleset, combatants[id], id, ids, sheets, board, passing.has(id) ? new Set() : taken);
  }
  if (s.scene !== undefined) {
    const scene = obj(s.scene, ["scene"]);
    keys(scene, ["scene"], new Set(["location"]));
    if (scene.location !== undefined) str(scene.location, ["scene", "location"]);
  }
  if (s.outcome !== null) oneOf(s.outcome, ["outcome"], ["won", "lost", "fled", "stalemate"]);
  flag(s.ending, ["ending"]);
  if (s.turnEnded !== undefined) flag(s.turnEnded, ["turnEnded"], true);
  if (s.between !== undefined) flag(s.between, ["between"], true);
  if (s.place !== undefined) {
    const place = obj(s.place, ["place"]);
    keys(place, ["place"], new Set(["round", "at"]));
    int(place.round, ["place", "round"], 0, cap);
    int(place.at, ["place", "at"], 0, order.length);
  }
  const stack = list(s.stack, ["stack"], 64);
  stack.forEach((f, i) => {
    checkFrame(f, ["stack", i], ids, board);
  });
  if (s.outcome === null && stack.length === 0 && s.turn === -1) refuse(["turn"], "out-of-range", "no one's turn");
  // Extension point "state": each slot a package adds to the state, checked by that package.
  const scope: StateScope = { ruleset, state: s, ids, order, board, rounds: cap };
  for (const [key, check] of capabilitiesOf(ruleset).stateSlots.fight)
    if (s[key] !== undefined) check(s[key], [key], scope);
  for (const id of order) {
    const c = combatants[id] as Obj;
    for (const [key, check] of capabilitiesOf(ruleset).stateSlots.combatant)
      if (c[key] !== undefined) check(c[key], ["combatants", id, key], scope);
    (c.conditions as Obj[]).forEach((cond, i) => {
      for (const [key, check] of capabilitiesOf(ruleset).stateSlots.condition)
        if (cond[key] !== undefined) check(cond[key], ["combatants", id, "conditions", i, key], scope);
    });
  }
  // The deprecated hook of the same extension point, for modules written before the descriptor's `state`.
  for (const m of capabilitiesOf(ruleset).modulesWith("checkState")) {
    const problem = m.checkState!(ruleset, s);
    if (problem) throw new Refused({ path: problem.path, code: problem.code, message: clipMessage(problem.message) });
  }
}

/** A generator state pure-rand's xoroshiro128+ can run: four 32-bit integers, not all zero (that one repeats). */
function checkRng(v: unknown): void {
  const rng = obj(v, ["rng"]);
  keys(rng, ["rng"], new Set(["algorithm", "state"]));
  if (rng.algorithm !== "xoroshiro128plus") refuse(["rng", "algorithm"], "bad-rng", "expected xoroshiro128plus");
  const words = rng.state;
  if (!Array.isArray(words) || words.length !== 4) refuse(["rng", "state"], "bad-rng", "expected 4 numbers");
  (words as unknown[]).forEach((w, i) => {
    if (!Number.isInteger(w) || (w as number) < -0x8000_0000 || (w as number) > 0xffff_ffff) {
      refuse(["rng", "state", i], "bad-rng", "expected a 32-bit integer");
    }
  });
  if ((words as number[]).every((w) => w === 0))
    refuse(["rng", "state"], "bad-rng", "an all-zero state repeats itself");
}

function checkBoard(v: unknown): BoardView | null {
  if (v === null) return null;
  const b = obj(v, ["board"]);
  keys(b, ["board"], new Set(["width", "height", "perCell", "blocked", "difficult", "opaque", "diagonals"]));
  const side = ENGINE_LIMITS.boardSide;
  const width = int(b.width, ["board", "width"], 1, side);
  const height = int(b.height, ["board", "height"], 1, side);
  num(b.perCell, ["board", "perCell"], Number.MIN_VALUE, 100_000);
  const cells = width * height;
  const indices = (key: string): Set<number> => {
    const out = new Set<number>();
    if (b[key] === undefined && key === "opaque") return out;
    list(b[key], ["board", key], cells).forEach((n, i) => {
      out.add(int(n, ["board", key, i], 0, cells - 1));
    });
    return out;
  };
  const blocked = indices("blocked");
  indices("difficult");
  indices("opaque");
  if (b.diagonals !== undefined) oneOf(b.diagonals, ["board", "diagonals"], ["5-10-5"]);
  return { width, height, blocked };
}

function checkCombatant(
  ruleset: RulesetDoc,
  v: unknown,
  id: string,
  ids: ReadonlySet<string>,
  sheets: Obj,
  board: BoardView | null,
  taken: Set<number>,
): void {
  const at = ["combatants", id];
  const c = obj(v, at);
  keys(c, at, known(ruleset).combatant);
  if (c.id !== id) refuse([...at, "id"], "bad-reference", "a combatant's id is its key");
  str(c.name, [...at, "name"]);
  oneOf(c.side, [...at, "side"], ["party", "enemies"]);
  let pools: (k: string) => boolean;
  if (c.creature !== undefined) {
    const def = findEntry(ruleset, str(c.creature, [...at, "creature"], 201));
    if (!def || !("actions" in def)) refuse([...at, "creature"], "bad-reference", "no such creature in the ruleset");
    if (Object.hasOwn(sheets, id)) refuse(["sheets", id], "bad-reference", "a creature has no sheet");
    const own = (def as { spellcasting?: { pools?: Obj } }).spellcasting?.pools ?? {};
    pools = (k) => Object.hasOwn(own, k);
  } else {
    if (!Object.hasOwn(sheets, id)) refuse(["sheets", id], "missing", "a combatant without a creature needs its sheet");
    const declared = new Set((ruleset.sheet.live?.pools ?? []).map((p) => p.id));
    pools = (k) => declared.has(k);
  }
  const maxHp = int(c.maxHp, [...at, "maxHp"], 0, BIG);
  int(c.hp, [...at, "hp"], 0, maxHp);
  int(c.temp, [...at, "temp"], 0, BIG);
  oneOf(c.status, [...at, "status"], ["standing", "dying", "stable", "dead", "fled"]);
  num(c.initiative, [...at, "initiative"], -1000, 1000);
  counts(c.pools, [...at, "pools"], BIG, pools);
  const budgets = new Set((ruleset.combat?.budgets ?? []).map((b) => b.id));
  counts(c.budgets, [...at, "budgets"], 100, (k) => budgets.has(k));
  num(c.moveLeft, [...at, "moveLeft"], 0, BIG);
  list(c.conditions, [...at, "conditions"], 640).forEach((cond, i) => {
    checkCondition(ruleset, cond, [...at, "conditions", i], ids);
  });
  if (c.levels !== undefined) strings(c.levels, [...at, "levels"], 64);
  if (c.concentration !== null) {
    const conc = obj(c.concentration, [...at, "concentration"]);
    keys(conc, [...at, "concentration"], new Set(["use", "name"]));
    str(conc.use, [...at, "concentration", "use"]);
    str(conc.name, [...at, "concentration", "name"]);
  }
  const death = obj(c.death, [...at, "death"]);
  keys(death, [...at, "death"], new Set(["successes", "failures"]));
  int(death.successes, [...at, "death", "successes"], 0, 10);
  int(death.failures, [...at, "death", "failures"], 0, 10);
  if (c.died !== undefined) int(c.died, [...at, "died"], 0, BIG);
  counts(c.usesLeft, [...at, "usesLeft"], 1000);
  if (c.tracks !== undefined) counts(c.tracks, [...at, "tracks"], 1000);
  if (c.recharging !== undefined) strings(c.recharging, [...at, "recharging"], 64);
  if (c.stacks !== undefined) {
    for (const [k, stack] of Object.entries(obj(c.stacks, [...at, "stacks"]))) {
      const st = obj(stack, [...at, "stacks", k]);
      keys(st, [...at, "stacks", k], new Set(["quantity", "charges", "item"]));
      int(st.quantity, [...at, "stacks", k, "quantity"], 0, BIG);
      if (st.charges !== undefined) int(st.charges, [...at, "stacks", k, "charges"], 0, BIG);
      // 1.272: the item a stack became, another item of the ruleset.
      if (st.item !== undefined) {
        const became = findEntry(ruleset, str(st.item, [...at, "stacks", k, "item"], 201));
        if (!became || "actions" in became || "mechanics" in became)
          refuse([...at, "stacks", k, "item"], "bad-reference", "no such item in the ruleset");
      }
    }
  }
  if (c.at !== undefined) {
    if (!board) refuse([...at, "at"], "bad-cell", "no board to stand on");
    const [x, y] = cell(c.at, [...at, "at"], board, true);
    const key = y * board!.width + x;
    // Two standing combatants never share a cell; the fallen may lie where others stand.
    if (c.status === "standing") {
      if (taken.has(key)) refuse([...at, "at"], "bad-cell", `(${x}, ${y}) is taken`);
      taken.add(key);
    }
  }
  if (c.itemEffects !== undefined) strings(c.itemEffects, [...at, "itemEffects"], 256);
  if (c.walkedWith !== undefined) counts(c.walkedWith, [...at, "walkedWith"], 100, (k) => budgets.has(k));
  if (c.spellsCast !== undefined) {
    const cast = obj(c.spellsCast, [...at, "spellsCast"]);
    keys(cast, [...at, "spellsCast"], new Set(["bonus", "other"]));
    for (const k of ["bonus", "other"]) if (cast[k] !== undefined) flag(cast[k], [...at, "spellsCast", k], true);
  }
  if (c.hands !== undefined) strings(c.hands, [...at, "hands"], 2);
  if (c.interacted !== undefined) flag(c.interacted, [...at, "interacted"], true);
  if (c.dropped !== undefined) {
    list(c.dropped, [...at, "dropped"], 256).forEach((d, i) => {
      const where = [...at, "dropped", i];
      const o = obj(d, where);
      keys(o, where, new Set(["item", "at"]));
      str(o.item, [...where, "item"]);
      if (o.at !== undefined) cell(o.at, [...where, "at"], board, false);
    });
  }
  if (c.trail !== undefined) {
    list(c.trail, [...at, "trail"], 4096).forEach((step, i) => {
      cell(step, [...at, "trail", i], board, false);
    });
  }
}

function checkCondition(ruleset: RulesetDoc, v: unknown, at: readonly PathSegment[], ids: ReadonlySet<string>): void {
  const c = obj(v, at);
  keys(c, at, known(ruleset).condition);
  const id = str(c.id, [...at, "id"]);
  if (!conditionDef(ruleset, id)) refuse([...at, "id"], "bad-reference", `no condition "${id}" is declared`);
  if (c.source !== undefined) combatantRef(c.source, [...at, "source"], ids);
  if (c.by !== undefined) str(c.by, [...at, "by"]);
  for (const k of ["sustained", "suppressed"] as const) if (c[k] !== undefined) flag(c[k], [...at, k]);
  if (c.remaining !== undefined) int(c.remaining, [...at, "remaining"], 0, 10_000);
  if (c.of !== undefined) oneOf(c.of, [...at, "of"], ["holder", "source"]);
  if (c.at !== undefined) oneOf(c.at, [...at, "at"], ["turn-start", "turn-end"]);
  if (c.saveEnds !== undefined) {
    const se = obj(c.saveEnds, [...at, "saveEnds"]);
    keys(se, [...at, "saveEnds"], new Set(["save", "difficulty", "at", "lean"]));
    str(se.save, [...at, "saveEnds", "save"]);
    int(se.difficulty, [...at, "saveEnds", "difficulty"], -100, 100);
    oneOf(se.at, [...at, "saveEnds", "at"], ["turn-start", "turn-end", "damaged", "action"]);
    if (se.lean !== undefined) oneOf(se.lean, [...at, "saveEnds", "lean"], ["advantage", "disadvantage"]);
  }
  if (c.tally !== undefined) {
    const t = obj(c.tally, [...at, "tally"]);
    keys(t, [...at, "tally"], new Set(["successes", "failures"]));
    int(t.successes, [...at, "tally", "successes"], 0, 100);
    int(t.failures, [...at, "tally", "failures"], 0, 100);
  }
  if (c.endsWhen !== undefined) strings(c.endsWhen, [...at, "endsWhen"], 16);
  if (c.score !== undefined) num(c.score, [...at, "score"], -1000, 1000);
  if (c.from !== undefined) strings(c.from, [...at, "from"], 64, (m, p) => combatantRef(m, p, ids));
  // 1.275: the conditions of the holder suppressing it.
  if (c.suppressedBy !== undefined) strings(c.suppressedBy, [...at, "suppressedBy"], 64);
}

function checkFrame(v: unknown, at: readonly PathSegment[], ids: ReadonlySet<string>, board: BoardView | null): void {
  const f = obj(v, at);
  const kind = oneOf(f.kind, [...at, "kind"], FRAME_KINDS);
  const asked = (key: string) => strings(f[key], [...at, key], 256);
  if (kind === "act") {
    combatantRef(f.actor, [...at, "actor"], ids);
    str(f.use, [...at, "use"]);
    const targets = strings(f.targets, [...at, "targets"], 64, (t, p) => combatantRef(t, p, ids));
    if (f.at !== undefined) cell(f.at, [...at, "at"], board, false);
    int(f.steps, [...at, "steps"], 0, 100);
    if (f.moreCharges !== undefined) int(f.moreCharges, [...at, "moreCharges"], 0, 100);
    int(f.i, [...at, "i"], 0, targets.length);
    flag(f.began, [...at, "began"]);
    obj(f.rolls, [...at, "rolls"]);
    asked("asked");
    counts(f.dealt, [...at, "dealt"], BIG);
  } else if (kind === "move") {
    combatantRef(f.mover, [...at, "mover"], ids);
    const path = list(f.path, [...at, "path"], 4096);
    path.forEach((c, i) => {
      cell(c, [...at, "path", i], board, false);
    });
    int(f.i, [...at, "i"], 0, path.length);
    num(f.cost, [...at, "cost"], 0, BIG);
    asked("asked");
  } else {
    oneOf(f.moment, [...at, "moment"], [...MOMENTS, ...packageMoments()]);
    combatantRef(f.subject, [...at, "subject"], ids);
    if (f.about !== undefined) combatantRef(f.about, [...at, "about"], ids);
    strings(f.ask, [...at, "ask"], 64, (t, p) => combatantRef(t, p, ids));
  }
}
