// 1.304, with 1.308's word on names: an entry with `oncePerTarget` is not offered against a creature it was used
// on until its user rests. Whom it was used on is kept by combatant name (unique in a fight: "Imp 1" is not
// "Imp 2"), brought in from the sheet's `live.usedOn` when the fight starts and written back when it settles; the
// sheet's rest clears it (src/sheet/used-on.ts).
import type { CapabilityModule } from "../../combat/capability.js";
import type { Combatant } from "../../combat/types.js";
import "./def.js";

function remember(who: Combatant, use: string, name: string): void {
  who.usedOn ??= {};
  who.usedOn[use] ??= [];
  if (!who.usedOn[use].includes(name)) who.usedOn[use].push(name);
}

export const oncePerTarget: CapabilityModule = {
  id: "once-per-target",
  keys: ["oncePerTarget"],
  setupCombatant(_ruleset, who, from) {
    const kept = from.sheet?.live?.usedOn;
    if (!kept) return;
    who.usedOn = Object.fromEntries(Object.entries(kept).map(([use, names]) => [use, [...names]]));
  },
  narrow(ctx, who, use, candidates) {
    if (!use.m.oncePerTarget) return candidates;
    const used = who.usedOn?.[use.id];
    if (!used?.length) return candidates;
    return candidates.filter((id) => !used.includes(ctx.state.combatants[id]!.name));
  },
  // Used on whoever it was aimed at, whether or not it took hold.
  onHit(ctx, act, use, target) {
    if (!use.m.oncePerTarget || act.echo) return;
    remember(ctx.state.combatants[act.actor]!, use.id, target.name);
  },
  settleSheet(_ruleset, _state, who, sheet) {
    if (!who.usedOn || Object.keys(who.usedOn).length === 0) return sheet;
    return { ...sheet, live: { ...sheet.live, usedOn: who.usedOn } };
  },
};
