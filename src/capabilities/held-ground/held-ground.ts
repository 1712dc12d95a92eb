// Held Ground (1.323): the fight's `heldGround` fells instead of killing (fell.ts, through the core's extension
// point "what replaces falling" where anyone drops to zero); `reaps` on a blow reaps those it fells. Foes felled
// or reaped are out of the fight, so no use can be aimed at them and no healing reaches them.
import type { CapabilityModule } from "../../combat/capability.js";
import { CombatSetupError } from "../../combat/setup-check.js";
import { heldGroundOf, heldGroundProblem } from "./check.js";
import { droppedOut, fell, rise } from "./fell.js";

export const heldGround: CapabilityModule = {
  id: "held-ground",
  keys: ["heldGround", "reaps", "felled", "reaped"],
  // Its shape and what it names are checked against the ruleset as the fight is set up (setupFight).
  setupWords: { fight: { heldGround: () => undefined } },
  // Held Ground as the story handed it, checked against the ruleset (the condition and tracks it names).
  setupFight(ruleset, state, setup) {
    if (setup.heldGround === undefined) return;
    const problem = heldGroundProblem(ruleset, setup.heldGround);
    if (problem) throw new CombatSetupError(problem.path, problem.code, problem.message);
    state.heldGround = heldGroundOf(setup.heldGround as Parameters<typeof heldGroundOf>[0]);
  },
  replacesFalls: (ctx) => !!ctx.state.heldGround,
  fallInstead(ctx, target, reaps) {
    if (!ctx.state.heldGround) return false;
    fell(ctx, target, reaps);
    return true;
  },
  healable: (ctx, target) => !droppedOut(ctx, target),
  onBackUp(ctx, target) {
    if (target.felled) rise(ctx, target);
  },
  narrow(ctx, _who, _use, candidates) {
    return candidates.filter((id) => !droppedOut(ctx, ctx.state.combatants[id]!));
  },
};
