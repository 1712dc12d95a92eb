// 1.241, 1.243: the attacker's own responses to its hit. Once its roll has hit and whoever was struck has answered,
// a window asks the attacker alone (`self`) for its reactions `{ "on": "hit", "by": "self" }`, aimed at the one hit;
// an opportunity attack pauses there too (1.243), the walk's own window resuming only after the blow has landed. A
// `weapon` or `blow` reaction answers only such blows, in any hit window. An `addsToBlow` entry, once taken (and
// paid), lands nothing of its own: its amount joins the blow beneath, rolled when the blow lands, doubled by its
// critical, with its clauses. `perCostStepsMax` caps the levels paid above the cost's own that count. 1.245: `names`
// answers only hits by attacks of those names.

import { addDice, amountOf } from "../../combat/amount.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, combatant } from "../../combat/context.js";
import { applyDamage } from "../../combat/damage.js";
import { parsedDice } from "../../combat/dice.js";
import { rules } from "../../combat/rules.js";
import type { ActFrame, WindowFrame } from "../../combat/types.js";
import { usesOf } from "../../combat/uses.js";
import { openWindow } from "../../combat/windows.js";
import { rollDice } from "../../dice/index.js";
import "./def.js";

/** Whether the attack a hit window is about (the act beneath it) goes by one of `names`, case aside (1.245). */
function byNamedAttack(ctx: Ctx, window: WindowFrame, names: readonly string[]): boolean {
  // While the window is being opened (who is there to ask?) it is not on the stack yet: the attack is on top.
  const at = ctx.state.stack.indexOf(window);
  const below = ctx.state.stack.at(at < 0 ? -1 : at - 1);
  if (window.moment !== "hit" || below?.kind !== "act") return false;
  const use = usesOf(ctx.ruleset, ctx.state, combatant(ctx, below.actor)).find((u) => u.id === below.use);
  const name = use?.name.toLowerCase();
  return name !== undefined && names.some((n) => n.toLowerCase() === name);
}

export const blowResponses: CapabilityModule = {
  id: "blow-responses",
  keys: [
    "reaction.by",
    "reaction.at",
    "reaction.weapon",
    "reaction.blow",
    "reaction.names",
    "addsToBlow",
    "perCostStepsMax",
  ],
  afterHitRoll(ctx, act, _use, target, blow) {
    return openWindow(ctx, "hit", act.actor, target.id, [act.actor], { blow, self: true });
  },
  keepsReaction(ctx, who, use, window) {
    const r = use.m.reaction;
    if (!r) return true;
    const own = r.by === "self";
    // The attacker's own window holds its own responses alone; theirs are asked nowhere else.
    if (own !== !!window.self || (own && window.subject !== who.id)) return false;
    if (r.weapon && !window.blow?.weapon) return false;
    if (r.names && !byNamedAttack(ctx, window, r.names)) return false;
    return r.blow === undefined || (window.blow !== undefined && (r.blow === "melee") === window.blow.melee);
  },
  countsSteps(use, steps) {
    const max = use.m.perCostStepsMax;
    return max === undefined ? steps : Math.min(steps, max);
  },
  onUse(ctx, act, use) {
    if (!use.m.addsToBlow) return;
    // Beneath this act: the attacker's own window, and beneath it the attack whose blow it joins.
    const stack = ctx.state.stack;
    const at = stack.indexOf(act);
    const window = stack[at - 1];
    const blow = stack[at - 2];
    if (window?.kind !== "window" || !window.self || blow?.kind !== "act" || window.about === undefined) return;
    blow.adds ??= [];
    blow.adds.push({ by: act.actor, use: use.id, target: window.about, steps: act.steps });
    // Its amount is dealt with the blow, not apart from it.
    act.targets = [];
  },
  onHit(ctx, act, _use, target, result) {
    if (!act.adds?.length) return;
    const mine = act.adds.filter((a) => a.target === target.id);
    act.adds = act.adds.filter((a) => a.target !== target.id);
    if (!result.lands) return;
    const times = result.critical && rules(ctx.ruleset).doublesDice ? 2 : 1;
    for (const add of mine) {
      const by = combatant(ctx, add.by);
      const use = usesOf(ctx.ruleset, ctx.state, by).find((u) => u.id === add.use);
      if (!use) continue;
      const expr = amountOf(ctx, { steps: add.steps } as ActFrame, use, by);
      const type = use.m.damageType ?? "untyped";
      const clauses = [
        ...(expr ? [{ expr, type }] : []),
        ...(use.m.plus ?? []).map((p) => ({
          expr: addDice(p.dice ? parsedDice(p.dice) : { terms: [], flat: 0 }, { terms: [], flat: p.flat ?? 0 }),
          type: p.type ?? type,
        })),
      ];
      for (const c of clauses) {
        if (target.status === "dead") break;
        const roll = rollDice(c.expr, ctx.rng, { timesDice: times });
        const taken = applyDamage(ctx, target, Math.max(0, roll.total), c.type, by.id, {
          dice: roll,
          critical: !!result.critical,
          halved: false,
        });
        act.dealt[target.id] = (act.dealt[target.id] ?? 0) + taken;
      }
    }
  },
};
