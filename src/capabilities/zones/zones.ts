// Lasting zones (`zone`, 1.172): an area entry that stays on the field for `rounds` of its caster's turns and
// applies its own effect again to whoever it catches (`triggers`: entering, starting or ending a turn in it).
// It ends with the concentration holding it up or with its caster; casting it again replaces it.

import { untouchableNow } from "../../combat/capabilities/movement.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import { cutOff } from "../../combat/cut-off.js";
import { echoAct } from "../../combat/echo.js";
import { useOf } from "../../combat/resolve.js";
import type { ActFrame, Combatant } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import { addDealt, breakConcentration, zoneOfAct } from "./effects.js";
import { heldCatch } from "./held.js";
import { catchable, covers, inside, zoneMask } from "./inside.js";
import { obscuringZones } from "./obscures.js";
import type { ZoneDef, ZoneState, ZoneTrigger } from "./state.js";

declare module "../../ruleset/mechanics.js" {
  interface Mechanics {
    /** 1.172: the area stays and catches again. */
    readonly zone?: ZoneDef;
  }
}

const turnKey = (ctx: Ctx) => `${ctx.state.round}:${ctx.state.turn}`;

declare module "../../combat/capability.js" {
  interface CapabilityModule {
    /** A lasting zone has ended (`why`: "concentration", "caster", "duration", "damage cap", …): the zones
     * package's own extension point, for the packages built on it. */
    onZoneEnded?(ctx: Ctx, zone: ZoneState, why: string): void;
  }
}

export function endZone(ctx: Ctx, zone: ZoneState, why: string): void {
  ctx.state.zones = (ctx.state.zones ?? []).filter((z) => z !== zone);
  // Its catches still waiting to resolve go with it.
  ctx.state.stack = ctx.state.stack.filter(
    (f) => !(f.kind === "act" && f.echo && !f.began && f.actor === zone.by && f.use === zone.use),
  );
  if (!ctx.state.zones.length) delete ctx.state.zones;
  emit(ctx, { t: "zone", what: "end", by: zone.by, use: zone.use, name: zone.name, why });
  // What packages built on zones do as one ends (1.183: a detonation).
  for (const m of ctx.caps.modulesWith("onZoneEnded")) m.onZoneEnded!(ctx, zone, why);
}

/** Ends zones whose caster is down or no longer holds the concentration they need. */
export function prune(ctx: Ctx): void {
  for (const zone of [...(ctx.state.zones ?? [])]) {
    const caster = ctx.state.combatants[zone.by]!;
    if (caster.status !== "standing") endZone(ctx, zone, "caster defeated");
    else if (useOf(ctx, zone.by, zone.use).m.concentration && caster.concentration?.use !== zone.use)
      endZone(ctx, zone, "concentration ended");
  }
}

/** Catches `t` once this turn: the entry's own effect again, as a repeat act on the stack. */
export function catchOne(ctx: Ctx, zone: ZoneState, t: Combatant, trigger: ZoneTrigger | "cast" | "ram"): void {
  const now = turnKey(ctx);
  if (zone.caughtIn !== now) {
    zone.caughtIn = now;
    zone.caught = [];
  }
  if (zone.caught.includes(t.id)) return;
  // 1.314: a zone never catches someone cut off from its caster.
  if (cutOff(ctx, ctx.state.combatants[zone.by], t)) return;
  zone.caught.push(t.id);
  const use = useOf(ctx, zone.by, zone.use);
  // 1.174: a concentration save comes before the entry's effect, at the cast too.
  if (trigger !== "cast")
    emit(ctx, { t: "zone", what: "catch", by: zone.by, use: zone.use, name: zone.name, who: t.id, trigger });
  // 1.175: one it already holds takes its `whileHeld` damage instead.
  if (heldCatch(ctx, zone, t, trigger, () => endZone(ctx, zone, "damage cap"))) return;
  breakConcentration(ctx, zone, use, t);
  if (trigger === "cast") return;
  ctx.state.stack.push(echoAct(zone, [t.id]));
}

/** Each zone with `trigger` that holds `who` now catches them. */
function catchIn(ctx: Ctx, who: Combatant, trigger: ZoneTrigger): void {
  prune(ctx);
  for (const zone of ctx.state.zones ?? []) {
    const use = useOf(ctx, zone.by, zone.use);
    const caster = ctx.state.combatants[zone.by]!;
    if (!use.m.zone!.triggers?.includes(trigger) || !catchable(zone, use, caster, who)) continue;
    if (inside(ctx, zone, use, caster, who)) catchOne(ctx, zone, who, trigger);
  }
}

function appear(ctx: Ctx, act: ActFrame, use: UseDef): void {
  const def = use.m.zone!;
  const anchor = def.anchor ?? "point";
  const caster = ctx.state.combatants[act.actor]!;
  for (const old of (ctx.state.zones ?? []).filter((z) => z.by === act.actor && z.use === use.id))
    endZone(ctx, old, "replaced");
  // A carried zone never holds its carrier, not even as it appears.
  if (anchor === "caster") act.targets = act.targets.filter((id) => id !== caster.id);
  const zone: ZoneState = {
    by: caster.id,
    use: use.id,
    name: use.name,
    anchor,
    left: def.rounds,
    castIn: turnKey(ctx),
    members: [...act.targets],
    caughtIn: turnKey(ctx),
    caught: [],
    steps: act.steps,
  };
  if (anchor === "point" && act.at && caster.at) {
    zone.origin = caster.at;
    zone.at = act.at;
    if (act.layout) zone.layout = act.layout;
  }
  // 1.182: a carried line or cone points the way it was cast, from wherever its caster goes.
  const shape = use.m.area!.shape;
  if (anchor === "caster" && (shape === "line" || shape === "cone") && act.at && caster.at)
    zone.layout = { facing: [act.at[0] - caster.at[0], act.at[1] - caster.at[1]] };
  if (act.level !== undefined) zone.level = act.level;
  ctx.state.zones = [...(ctx.state.zones ?? []), zone];
  emit(ctx, { t: "zone", what: "appear", by: zone.by, use: zone.use, name: zone.name, left: zone.left });
  // `atCast: false`: it appears doing nothing; otherwise the cast's catches count as this turn's.
  // A detonating zone (1.183) also does nothing until it ends.
  if (def.atCast === false || def.detonates) act.targets = [];
  for (const id of act.targets) catchOne(ctx, zone, ctx.state.combatants[id]!, "cast");
}

export const zones: CapabilityModule = {
  id: "zones",
  keys: ["zone", "zone.rounds", "zone.anchor", "zone.triggers", "zone.atCast"],
  hiders: obscuringZones,
  onUse(ctx, act, use) {
    // Concentration has already moved on to this use: a zone another concentration held up ends now.
    prune(ctx);
    if (use.m.zone && use.m.area) appear(ctx, act, use);
  },
  onUseEnd(ctx, act) {
    // 1.174 `damageCap`: what a catch dealt counts toward it.
    const zone = zoneOfAct(ctx, act);
    const dealt = Object.values(act.dealt).reduce((a, b) => a + b, 0);
    if (zone && addDealt(zone, useOf(ctx, zone.by, zone.use), dealt)) endZone(ctx, zone, "damage cap");
    prune(ctx);
  },
  onDamage(ctx) {
    prune(ctx);
  },
  onConditionApplied(ctx) {
    prune(ctx);
  },
  onMoveStep(ctx, mover, from, to) {
    prune(ctx);
    if (!ctx.state.board) return;
    // An untouchable move (1.283) passes through zones unharmed.
    const untouchable = untouchableNow(ctx, mover);
    for (const zone of ctx.state.zones ?? []) {
      const use = useOf(ctx, zone.by, zone.use);
      if (!use.m.zone!.triggers?.includes("enter")) continue;
      const caster = ctx.state.combatants[zone.by]!;
      const carried = zone.anchor === "caster" && mover.id === caster.id;
      // A carried zone sweeps over whoever it newly reaches; otherwise only the mover can come in.
      const before = zoneMask(ctx, zone, use, carried ? from : caster.at!);
      const after = zoneMask(ctx, zone, use, carried ? to : caster.at!);
      const who = carried ? ctx.state.order.map((id) => ctx.state.combatants[id]!) : [mover];
      for (const t of who) {
        const was = carried ? t.at : from;
        if (
          (untouchable && t === mover) ||
          !catchable(zone, use, caster, t) ||
          !covers(ctx, after, t.at) ||
          covers(ctx, before, was)
        )
          continue;
        catchOne(ctx, zone, t, "enter");
      }
    }
  },
  onTurnStart(ctx, who) {
    catchIn(ctx, who, "turn-start");
  },
  onTurnEnd(ctx, who) {
    catchIn(ctx, who, "turn-end");
    // Counted like a summon's rounds: at the end of its caster's turns, not the one it was cast in.
    for (const zone of [...(ctx.state.zones ?? [])]) {
      if (zone.by !== who.id || zone.castIn === turnKey(ctx)) continue;
      zone.left--;
      if (zone.left <= 0) endZone(ctx, zone, "rounds over");
    }
  },
};
