// Reactions (`reaction.on`): entries taken when a window asks their holder, and letting a window pass. Damage
// opens the `harmed` window here; other moments are opened where they happen (hit, leaves-reach, own-hit).

import type { CapabilityModule } from "../capability.js";
import { emit } from "../context.js";
import { openWindowTop } from "../menu.js";
import { incapacitated } from "../stats.js";
import type { Moment } from "../terms.js";
import type { Option } from "../types.js";
import { usesOf } from "../uses.js";
import { openWindow } from "../windows.js";
import { startAct, useOption } from "./acting.js";

export const PASS_OPTION = "pass";

export const reactions: CapabilityModule = {
  id: "reactions",
  keys: ["reaction"],
  reactionMenu(ctx, who, window, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    const keepers = ctx.caps.modulesWith("keepsReaction");
    const aimers = ctx.caps.modulesWith("reactionTargets");
    for (const use of usesOf(ctx.ruleset, ctx.state, who)) {
      if (use.m.reaction?.on !== window.moment) continue;
      // Extension point "reaction offers": a reaction may answer only some of a moment's windows (1.241).
      if (!keepers.every((k) => k.keepsReaction!(ctx, who, use, window))) continue;
      // A reaction aimed at others answers whoever caused the moment when the moment is about its holder.
      const other = window.about !== undefined && window.about !== who.id ? window.about : window.subject;
      let only: readonly string[] | undefined;
      // Extension point "reaction targets": a reaction aimed elsewhere (1.250: at the attacker whose roll it lowers).
      for (const m of aimers) {
        only = m.reactionTargets!(ctx, who, use, window);
        if (only) break;
      }
      only ??= use.m.targets === "self" || use.m.range === "self" ? [who.id] : [other];
      const o = useOption(ctx, who, use, `react:${use.id}`, {
        targetsOnly: [...only],
        module: "reactions",
        moment: window.moment,
      });
      if (o) out.push(o);
    }
  },
  take(ctx, who, option, choice) {
    const window = openWindowTop(ctx)!;
    window.ask.shift();
    if (option.kind === "pass") {
      emit(ctx, { t: "pass", who: who.id, moment: window.moment });
      return;
    }
    emit(ctx, { t: "reaction", who: who.id, use: option.use!, moment: window.moment });
    const blow =
      window.moment === "own-hit" && window.blow
        ? { target: window.about!, critical: window.blow.critical }
        : undefined;
    startAct(ctx, who, option, choice, blow);
  },
  onDamage(ctx, target, damage) {
    if (damage.amount > 0 && target.status === "standing")
      openWindow(ctx, "harmed", damage.source, target.id, [target.id]);
  },
};

/** The option that lets a window pass. */
export function passOption(who: string, moment: Moment): Option {
  return { id: PASS_OPTION, module: "reactions", kind: "pass", label: "Let it pass", who, moment };
}
