// Falling (1.413): the story (a host) makes someone fall, dealing the falling damage it names. Before the damage,
// the `falls` window asks the one falling (Slow Fall); once it is done the damage lands as falling damage, which
// only `falls` changes (and changes to all damage taken) reduce. The fall waits on the faller (`falling`) while
// the window is open, so a saved fight resumes with it.
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant, emit, makeCtx } from "../../combat/context.js";
import { copyState } from "../../combat/copy.js";
import { applyDamage } from "../../combat/damage.js";
import { run } from "../../combat/driver.js";
import type { ChooseResult } from "../../combat/step.js";
import type { Combatant, CombatState } from "../../combat/types.js";
import { openWindow } from "../../combat/windows.js";
import { parseDice, rollDice } from "../../dice/index.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { Ruleset } from "../../validate/load.js";

/** A fall the story makes: who falls, the falling damage (`"3d6"`), and its type (`"untyped"` when not given). */
export interface Fall {
  readonly who: string;
  readonly dice: string;
  readonly type?: string;
}

declare module "../../combat/types.js" {
  interface Combatant {
    /** 1.413: falling damage waiting on the `falls` window. */
    falling?: { dice: string; type: string };
  }
}

function docOf(ruleset: RulesetDoc | Ruleset): RulesetDoc {
  return "doc" in ruleset && "entries" in ruleset ? ruleset.doc : (ruleset as RulesetDoc);
}

const KEYS = ["who", "dice", "type"];

function fallProblem(
  state: CombatState,
  fall: unknown,
):
  | { path: string; message: string; code: "wrong-type" | "missing" | "unknown-key" | "bad-reference" | "bad-target" }
  | undefined {
  if (typeof fall !== "object" || fall === null || Array.isArray(fall))
    return { path: "fall", code: "wrong-type", message: "a fall is an object: { who, dice, type? }" };
  const f = fall as Record<string, unknown>;
  const extra = Object.keys(f).find((k) => !KEYS.includes(k));
  if (extra !== undefined) return { path: `fall.${extra}`, code: "unknown-key", message: `unknown key "${extra}"` };
  if (typeof f.who !== "string") return { path: "fall.who", code: "missing", message: "who falls: a combatant's id" };
  const who = state.combatants[f.who];
  if (!who) return { path: "fall.who", code: "bad-reference", message: `no combatant "${f.who}"` };
  if (who.status !== "standing")
    return { path: "fall.who", code: "bad-target", message: `${f.who} is not standing, so cannot fall` };
  if (typeof f.dice !== "string" || !parseDice(f.dice).ok)
    return { path: "fall.dice", code: "wrong-type", message: 'the falling damage is dice, such as "3d6"' };
  if (f.type !== undefined && typeof f.type !== "string")
    return { path: "fall.type", code: "wrong-type", message: "the damage type is a word" };
  return undefined;
}

/** The falling damage lands on `who`, its `falls` reductions counting. */
function land(ctx: Ctx, who: Combatant): void {
  const pending = who.falling;
  if (!pending) return;
  delete who.falling;
  const expr = parseDice(pending.dice);
  if (!expr.ok) return;
  const roll = rollDice(expr.expr, ctx.rng);
  applyDamage(ctx, who, Math.max(0, roll.total), pending.type, who.id, { dice: roll, cause: { falls: true } });
}

/**
 * Someone falls (1.413): the `falls` window asks them first, then the falling damage lands. Returns the new state
 * and its events, or a rejection that changes nothing when the fall is not sound or a fight is over.
 */
export function rulesetFall(definition: RulesetDoc | Ruleset, state: CombatState, fall: Fall): ChooseResult {
  const ruleset = docOf(definition);
  if (state.outcome) return { rejected: { code: "over", path: "fall", message: "the fight is over" } };
  const problem = fallProblem(state, fall);
  if (problem) return { rejected: problem };
  const draft = copyState(state);
  const ctx = makeCtx(ruleset, draft);
  const who = combatant(ctx, fall.who);
  who.falling = { dice: fall.dice, type: fall.type ?? "untyped" };
  emit(ctx, { t: "fall", who: who.id, dice: fall.dice });
  if (!openWindow(ctx, "falls", who.id, who.id, [who.id])) land(ctx, who);
  run(ctx);
  draft.rng = ctx.rng.toJSON();
  return { state: draft, events: ctx.events };
}

export const falls: CapabilityModule = {
  id: "falls",
  keys: ["falls"],
  onWindowClosed(ctx, window) {
    if (window.moment === "falls") land(ctx, combatant(ctx, window.subject));
  },
};
