// Moving after the action (1.285): a signature action with `moveCells` (the dragon's Wing Attack) is weighed
// as itself alone and, when a move is worth it, together with its best cell. A cell is weighed as a legendary
// move's would be (consider/signature.ts): away out of every foe's reach when badly hurt with a foe beside it,
// or closer when no foe is within the reach of its best use; as the field stands before the action.
import type { Candidate } from "../candidate.js";
import type { Scene } from "../scene.js";
import { signatureMoveValue } from "./signature.js";

/** What the move after the action adds to a candidate that names one. */
export function afterMoveValue(scene: Scene, cand: Candidate): number {
  const to = cand.choice.moveTo;
  if (!to) return 0;
  return signatureMoveValue(scene, { ...cand, choice: { option: cand.choice.option, at: to } });
}

/** Each candidate as it is, and with the best cell to move to after it when that is worth something. */
export function withMoveAfter(scene: Scene, cands: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const cand of cands) {
    out.push(cand);
    let best: { at: readonly [number, number]; v: number } | undefined;
    for (const at of cand.option.moveCells ?? []) {
      const v = afterMoveValue(scene, { ...cand, choice: { ...cand.choice, moveTo: at } });
      if (v > 0 && (!best || v > best.v)) best = { at, v };
    }
    if (best) out.push({ ...cand, choice: { ...cand.choice, moveTo: [best.at[0], best.at[1]] } });
  }
  return out;
}
