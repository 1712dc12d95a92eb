// Ties between equally good choices are broken by a hash of the state and the choice: deterministic for a
// state, yet not always the first option listed, and the fight's generator is never drawn from.
import type { Choice, CombatState } from "../combat/types.js";

/** FNV-1a, 32 bits, continued from `h`. */
function fnv(h: number, text: string): number {
  let x = h;
  for (let i = 0; i < text.length; i++) {
    x ^= text.charCodeAt(i);
    x = Math.imul(x, 0x01000193);
  }
  return x;
}

/** The hash of the state's part, the same for every choice weighed in one decision. */
const prefixes = new WeakMap<CombatState, number>();

export function jitter(state: CombatState, choice: Choice): number {
  let h = prefixes.get(state);
  if (h === undefined) {
    h = fnv(0x811c9dc5, `${state.seed}|${state.rng.state.join(",")}|${state.round}|${state.turn}|`);
    prefixes.set(state, h);
  }
  return (fnv(h, JSON.stringify(choice)) >>> 0) / 0x1_0000_0000;
}
