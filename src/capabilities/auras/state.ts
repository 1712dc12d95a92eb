// What auras remember in the combat state (JSON like the rest): who is kept off an aura for the fight after a
// success (`immuneOnSuccess`), and whose eyes are averted from whom (1.268).
import type { CombatState } from "../../combat/types.js";

export interface AuraMemory {
  /** `<recipient>|<holder>|<aura key>`: that aura stays off that recipient for the rest of the fight. */
  immune?: string[];
  /** Recipient → the holders whose gaze they avert their eyes from. */
  averted?: Record<string, string[]>;
  /** The turn (`round:turn`) in which `changed` eyes were turned: once each way per turn. */
  eyesIn?: string;
  changed?: string[];
}

declare module "../../combat/types.js" {
  interface CombatState {
    /** Aura bookkeeping (1.265, 1.268); absent until an aura needs it. */
    auras?: AuraMemory;
  }
}

/** Whether `who` has averted its eyes from `from` (and so cannot see it). */
export function averted(state: CombatState, who: string, from: string): boolean {
  return !!state.auras?.averted?.[who]?.includes(from);
}

export const immuneKey = (recipient: string, holder: string, aura: string): string => `${recipient}|${holder}|${aura}`;

/** The state's aura memory, made when first needed. */
export function memoryOf(state: CombatState): AuraMemory {
  if (!state.auras) state.auras = {};
  return state.auras;
}
