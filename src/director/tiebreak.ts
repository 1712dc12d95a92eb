// Ties between equally good choices are broken by a hash of the state and the choice: deterministic for a
// state, yet not always the first option listed, and the fight's generator is never drawn from.
import type { Choice, CombatState } from "../combat/types.js";

export function jitter(state: CombatState, choice: Choice): number {
  const text = `${state.seed}|${state.rng.state.join(",")}|${state.round}|${state.turn}|${JSON.stringify(choice)}`;
  // FNV-1a, 32 bits.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 0x1_0000_0000;
}
