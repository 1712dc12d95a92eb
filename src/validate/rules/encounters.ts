// An encounter that validates can be played: what `startCombat` refuses in a set-up and an encounter alone
// shows (too many combatants in all, more cells than creatures, a cell off the board, a party sheet lacking a
// score), checked here by the same rules (setup-rules.ts).
import { ENGINE_LIMITS } from "../../registry/limits.js";
import type { PathSegment } from "../path.js";
import {
  cellsProblem,
  combatantsProblem,
  offBoardProblem,
  type SetupProblem,
  sheetValueProblem,
} from "../setup-rules.js";
import type { Emit, StatedRule } from "./rule.js";

const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const sideOk = (v: unknown) => v === undefined || Array.isArray(v);

const report = (emit: Emit, problem: SetupProblem | undefined): void => {
  if (problem) emit(problem.path, problem.code, problem.message);
};

const playable: StatedRule = {
  section: "base",
  places: ["encounter"],
  says: "an encounter can be played: the fight's own limits and the ruleset's sheet hold for it",
  check(node, emit, root) {
    const party = list(node.party);
    const enemies = list(node.enemies);
    // Too many items in a side are the schema's issue already (at most 40 each).
    if (!sideOk(node.party) || !sideOk(node.enemies)) return;
    const max = ENGINE_LIMITS.combatants;
    if (party.length <= max && enemies.length <= max) {
      report(
        emit,
        combatantsProblem([
          ["party", party],
          ["enemies", enemies],
        ]),
      );
    }
    enemies.forEach((e, i) => {
      report(emit, cellsProblem(e, ["enemies", i]));
    });
    party.forEach((m, i) => {
      if (isObject(m)) report(emit, sheetValueProblem(root, m, ["party", i] as readonly PathSegment[]));
    });
    const board = node.board;
    if (isObject(board) && sideOfBoard(board.width) && sideOfBoard(board.height)) {
      report(emit, offBoardProblem(board, enemies));
    }
  },
};

/** A width or height the schema accepts; others are its issue already. */
function sideOfBoard(v: unknown): boolean {
  return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= ENGINE_LIMITS.boardSide;
}

export const encounterRules: readonly StatedRule[] = [playable];
