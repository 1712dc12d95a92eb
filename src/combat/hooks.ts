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
  | "onContest"
  | "onWindowClosed"
  | "onSettled";

export function fire<K extends HookName>(name: K, ...args: Parameters<NonNullable<CapabilityModule[K]>>): void {
  for (const m of modulesWith(args[0] as Ctx, name)) (m[name] as (...a: unknown[]) => void).apply(m, args);
}
