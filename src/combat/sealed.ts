// States the engine handed out: `startCombat` and `choose` return states no step changes again (a step works on
// a private copy), so answers about them (where everyone stands on the geometry board, who sees whom) can be
// kept for as long as the state lives. A step's own draft is never sealed: it changes as the step runs.
import type { Combatant, CombatState } from "./types.js";

const sealed = new WeakSet<CombatState>();
const sealedCombatants = new WeakSet<Combatant>();
const answers = new WeakMap<CombatState, Map<string, unknown>>();

/** Marks a state the engine returns (and its combatants, which change no more than it does); returns it. */
export function seal<T extends CombatState>(state: T): T {
  sealed.add(state);
  for (const id in state.combatants) sealedCombatants.add(state.combatants[id]!);
  return state;
}

/** A combatant of a sealed state (not a step's draft, nor one made up from another). */
export function isSealedCombatant(c: Combatant): boolean {
  return sealedCombatants.has(c);
}

export function isSealed(state: CombatState): boolean {
  return sealed.has(state);
}

/** An answer about a sealed state, computed once; on any other state, computed every time. */
export function perState<T>(state: CombatState, key: string, compute: () => T): T {
  if (!sealed.has(state)) return compute();
  let map = answers.get(state);
  if (!map) {
    map = new Map();
    answers.set(state, map);
  }
  if (map.has(key)) return map.get(key) as T;
  const value = compute();
  map.set(key, value);
  return value;
}
