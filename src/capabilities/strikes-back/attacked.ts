// 1.422: the `attacked` moment. Once an attack that rolled to hit a target is over, hit or missed, and the windows
// its blow opened (`harmed`, then 1.416's `caught`) are answered, an `attacked` window asks that target alone
// (extension point "after a target"), carrying the kind of blow and whether it missed. `missed` narrows a reaction
// to attacks that missed its holder; `sourceIs` (any moment) to one caused by someone who passes the test.
import { beamKey } from "../../combat/act-target.js";
import { blowKind } from "../../combat/blow.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { rules } from "../../combat/rules.js";
import { passesTest } from "../../combat/target-test.js";
import type { ActFrame } from "../../combat/types.js";
import { openWindow } from "../../combat/windows.js";
import "./def.js";

const missedKey = (act: ActFrame) => `attacked-missed:${act.i}`;
const openedKey = (act: ActFrame) => `attacked:${act.i}`;

export const attacked: CapabilityModule = {
  id: "attacked",
  keys: ["reaction.missed", "reaction.sourceIs"],
  onHit(_ctx, act, use, target, result) {
    // Only a roll made against this target counts: a use decided otherwise (a ward, a pool) was no attack on it.
    if (result.lands || use.m.autoHit || !act.rolls[beamKey(act, target.id)]) return;
    act.asked.push(missedKey(act));
  },
  afterTarget(ctx, act, use, target) {
    if (act.asked.includes(openedKey(act))) return false;
    const kind = blowKind(use);
    const roll = act.rolls[beamKey(act, target.id)];
    if (!kind || !roll || use.m.autoHit || target.id === act.actor) return false;
    const missed = act.asked.includes(missedKey(act));
    const critical = !missed && roll.natural >= rules(ctx.ruleset).criticalOn;
    const opened = openWindow(ctx, "attacked", act.actor, target.id, [target.id], {
      blow: { critical, melee: kind.melee, weapon: kind.weapon },
      ...(missed ? { missed: true as const } : {}),
    });
    // Marked only when it opened: otherwise the act moves on to its next target and is not asked again.
    if (opened) act.asked.push(openedKey(act));
    return opened;
  },
  keepsReaction(ctx, _who, use, window) {
    const r = use.m.reaction;
    if (!r) return true;
    if (r.missed && !(window.moment === "attacked" && window.missed)) return false;
    const source = ctx.state.combatants[window.subject];
    return !r.sourceIs || (!!source && passesTest(ctx.ruleset, source, r.sourceIs));
  },
};
