// A private copy of a fight's state for one step. The state is plain JSON, so a direct walk over arrays and
// objects copies it several times faster than structuredClone; the read-only sheets and board are not walked.
import { putOwn } from "../validate/plain.js";
import type { CombatState } from "./types.js";

// Keys go through putOwn: an own "__proto__" key must stay a key, never become the copy's prototype.
function copy<T>(v: T): T {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copy(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  // Checked here rather than in putOwn for every key: this walk runs on every step.
  for (const k in v) {
    if (k === "__proto__") putOwn(out, k, copy((v as Record<string, unknown>)[k]));
    else out[k] = copy((v as Record<string, unknown>)[k]);
  }
  return out as T;
}

export function copyState(state: CombatState): CombatState {
  const out: Record<string, unknown> = {};
  for (const k in state) {
    const v = (state as unknown as Record<string, unknown>)[k];
    putOwn(out, k, k === "sheets" || k === "board" ? v : copy(v));
  }
  return out as unknown as CombatState;
}
