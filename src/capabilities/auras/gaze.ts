// Averting one's eyes from a gaze (1.268): an aura's `seen` save with `avert` lets those it would reach, on their
// own turn and for free, avert their eyes from its holder, and later look again. While averted they skip that
// save and cannot see the holder (the one sight question, `canSee`, says so), so what needs sight of it fails:
// their attacks on it are made unseen, and a condition lasting while its source is in sight is held off.
// Each way is offered once per turn, so a turn always ends.

import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { incapacitated } from "../../combat/stats.js";
import type { Combatant, Option, StandardOption } from "../../combat/types.js";
import { refreshSight } from "../sight/sight.js";
import { type HeldAura, heldAuras, reachesAnywhere } from "./reach.js";
import { averted, memoryOf } from "./state.js";

const PREFIX = "eyes:";
const turnKey = (ctx: Ctx) => `${ctx.state.round}:${ctx.state.turn}`;

/** Gazes `who` could avert its eyes from: a `seen` save with `avert` that would reach it wherever it stood. */
export function gazesOn(ctx: Ctx, who: Combatant): HeldAura[] {
  return heldAuras(ctx).filter(
    (a) => a.holder.id !== who.id && a.def.save?.seen && a.def.save.avert && reachesAnywhere(ctx, a, who),
  );
}

function changedThisTurn(ctx: Ctx, from: string): boolean {
  const memory = ctx.state.auras;
  return memory?.eyesIn === turnKey(ctx) && !!memory.changed?.includes(from);
}

export const gaze: CapabilityModule = {
  id: "gaze",
  keys: ["auras[].save.avert", "averted"],
  // Eyes averted from a gaze (1.268) see nothing of its holder.
  blocksSight: (ctx, a, b) => averted(ctx.state, a.id, b.id),
  menu(ctx, who, out) {
    if (incapacitated(ctx.ruleset, who)) return;
    const holders = new Set(gazesOn(ctx, who).map((a) => a.holder.id));
    for (const id of ctx.state.auras?.averted?.[who.id] ?? []) holders.add(id);
    for (const id of ctx.state.order) {
      if (!holders.has(id) || changedThisTurn(ctx, id)) continue;
      const look = averted(ctx.state, who.id, id);
      const option: Option = {
        id: `${PREFIX}${look ? "look" : "avert"}:${id}`,
        module: "gaze",
        kind: "standard",
        label: look ? `Look at ${id} again` : `Avert eyes from ${id}`,
        who: who.id,
        action: look ? "look" : "avert",
        about: id,
      };
      out.push(option);
    }
  },
  take(ctx, who, option) {
    const { action, about } = option as StandardOption;
    const what = action as "avert" | "look";
    const from = about!;
    const memory = memoryOf(ctx.state);
    const all = { ...memory.averted };
    const list = all[who.id] ?? [];
    all[who.id] = what === "avert" ? [...list, from] : list.filter((x) => x !== from);
    if (!all[who.id]!.length) delete all[who.id];
    memory.averted = all;
    if (memory.eyesIn !== turnKey(ctx)) {
      memory.eyesIn = turnKey(ctx);
      memory.changed = [];
    }
    memory.changed!.push(from);
    emit(ctx, { t: "averted", who: who.id, from, what });
    refreshSight(ctx);
  },
};
