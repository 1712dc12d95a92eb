// Calls a lifecycle hook on every capability module that answers it, in registry order.
import type { CapabilityModule } from "./capability.js";
import type { Ctx } from "./context.js";
import { modulesWith } from "./registry.js";

type HookName =
  | "onUse"
  | "onHit"
  | "onUseEnd"
  | "onDamage"
  | "onMoveStep"
  | "onTurnStart"
  | "onTurnEnd"
  | "onBetweenTurns"
  | "onConditionApplied"
  | "onConditionEnded"
  | "onConcentrationEnded"
  | "onBackUp"
  | "onContest";

type Hook = (this: CapabilityModule, a: unknown, b: unknown, c: unknown, d: unknown, e: unknown) => void;
/** How many arguments a fired hook takes: a hook with a sixth would not type-check here (`fire` passes five). */
export type FiredArgs<N extends 0 | 1 | 2 | 3 | 4 | 5 = Parameters<NonNullable<CapabilityModule[HookName]>>["length"]> =
  N;

// Fired several times a step: the arguments are passed as they are (no rest array, no apply), five at most (the
// widest hook, onHit); a hook given fewer sees the rest undefined, as it would if they were left out.
export function fire<K extends HookName>(name: K, ...args: Parameters<NonNullable<CapabilityModule[K]>>): void;
export function fire(name: HookName, a: unknown, b?: unknown, c?: unknown, d?: unknown, e?: unknown): void {
  const list = modulesWith(a as Ctx, name);
  for (let i = 0; i < list.length; i++) {
    const m = list[i]!;
    (m[name] as Hook).call(m, a, b, c, d, e);
  }
}
