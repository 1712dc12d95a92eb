// What one decision reads: the ruleset, the state, who decides, their friends and foes, and caches that live
// only for this decision (threats, expectations per use and target).

import { type Ctx, readCtx } from "../combat/context.js";
import { rules } from "../combat/rules.js";
import { HIDDEN, hiddenFrom } from "../combat/seeing.js";
import type { Combatant, CombatState, Option } from "../combat/types.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";

export interface Scene {
  readonly ruleset: RulesetDoc;
  readonly state: CombatState;
  /** A read-only context for the core's helpers that take one; nothing is rolled through it. */
  readonly ctx: Ctx;
  readonly me: Combatant;
  readonly menu: readonly Option[];
  /** Standing combatants of each side, the decider's own side first. */
  readonly friends: readonly Combatant[];
  readonly foes: readonly Combatant[];
  readonly critOn: number;
  readonly doublesDice: boolean;
  /** Memo tables for this decision only. */
  readonly memo: Map<string, number>;
}

export function makeScene(ruleset: RulesetDoc, state: CombatState, menu: readonly Option[]): Scene {
  const me = state.combatants[menu[0]!.who]!;
  const all = state.order.map((id) => state.combatants[id]!);
  const r = rules(ruleset);
  return {
    ruleset,
    state,
    ctx: readCtx(ruleset, state),
    me,
    menu,
    friends: all.filter((c) => c.side === me.side && c.status === "standing"),
    foes: all.filter((c) => c.side !== me.side && c.status === "standing"),
    critOn: r.criticalOn,
    doublesDice: r.doublesDice,
    memo: new Map(),
  };
}

/** A memoised number for this decision. */
export function memo(scene: Scene, key: string, compute: () => number): number {
  const hit = scene.memo.get(key);
  if (hit !== undefined) return hit;
  const v = compute();
  scene.memo.set(key, v);
  return v;
}

export const isFoe = (scene: Scene, c: Combatant): boolean => c.side !== scene.me.side;

const inView = new WeakMap<Scene, readonly Combatant[]>();

/** Foes not hidden from the decider: the ones worth walking toward (where a hidden one is, is not known). */
export function foesInView(scene: Scene): readonly Combatant[] {
  let list = inView.get(scene);
  if (!list) {
    list = scene.foes.filter((f) => !hiddenFrom(f, scene.me) && !f.conditions.some((c) => c.id === HIDDEN));
    inView.set(scene, list);
  }
  return list;
}
