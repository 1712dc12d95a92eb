// Whom an aura reaches (1.263, 1.265, 1.268): those on its side within its distance of a holder that can act and
// whose `when` holds; only creatures its `targetTypes` pass; only those who applied one of its `sourcesOf` to
// the holder; only creatures of the kind named at casting (`chosenKind`); also, with `orSeen`, those who see its
// holder from farther; never one a success has kept it off. Without a board an aura reaches everyone on its side.
import { cellsApart } from "../../combat/board/grid.js";
import type { Ctx } from "../../combat/context.js";
import { cutOff } from "../../combat/cut-off.js";
import { canSee } from "../../combat/seeing.js";
import { readValue } from "../../combat/source.js";
import { conditionDef, heldInForce, incapacitated, sourceOf } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import type { ActiveCondition, Combatant } from "../../combat/types.js";
import type { AuraDef } from "./defs.js";
import { immuneKey } from "./state.js";

/** One aura of one condition its holder has: what the aura key (`<condition>#<index>`) names. */
export interface HeldAura {
  readonly holder: Combatant;
  readonly cond: ActiveCondition;
  readonly def: AuraDef;
  readonly key: string;
}

const rulesetsWithAuras = new WeakMap<Ctx["ruleset"], boolean>();

/** Whether any condition of the ruleset has an aura: most fights have none, and their hooks then do nothing. */
export function hasAuras(ruleset: Ctx["ruleset"]): boolean {
  let found = rulesetsWithAuras.get(ruleset);
  if (found === undefined) {
    found = (ruleset.combat?.conditions ?? []).some((c) => c.auras?.length);
    rulesetsWithAuras.set(ruleset, found);
  }
  return found;
}

/** Every aura held now, in turn order, by holders able to spread them (not down, not incapacitated). */
export function heldAuras(ctx: Ctx): HeldAura[] {
  const out: HeldAura[] = [];
  if (!hasAuras(ctx.ruleset)) return out;
  for (const id of ctx.state.order) {
    const holder = ctx.state.combatants[id]!;
    if (incapacitated(ctx.ruleset, holder)) continue;
    for (const cond of holder.conditions) {
      if (!heldInForce(cond) || cond.aura) continue;
      const auras = conditionDef(ctx.ruleset, cond.id)?.auras;
      auras?.forEach((def, i) => {
        if (switchedOn(ctx, holder, def)) out.push({ holder, cond, def, key: `${cond.id}#${i}` });
      });
    }
  }
  return out;
}

function switchedOn(ctx: Ctx, holder: Combatant, def: AuraDef): boolean {
  if (!def.when) return true;
  const v = readValue(sourceOf(ctx.ruleset, ctx.state, holder), def.when.value);
  return (
    (def.when.atLeast === undefined || v >= def.when.atLeast) && (def.when.atMost === undefined || v <= def.when.atMost)
  );
}

/** Whether the aura would reach `t` wherever the two stood: side, types, sources and immunity. */
export function reachesAnywhere(ctx: Ctx, aura: HeldAura, t: Combatant): boolean {
  const { holder, def } = aura;
  if (t.status === "dead" || t.status === "fled") return false;
  if (t.id === holder.id) {
    if (!def.self || def.side === "enemies") return false;
  } else if (def.side === "allies" ? t.side !== holder.side : def.side === "enemies" && t.side === holder.side) {
    return false;
  }
  const types = def.targetTypes;
  if (types?.is && !passesTest(ctx.ruleset, t, types.is)) return false;
  if (types?.not && passesTest(ctx.ruleset, t, types.not)) return false;
  if (def.sourcesOf && !holder.conditions.some((c) => c.source === t.id && def.sourcesOf!.includes(c.id))) return false;
  // 1.270: the kind named at casting is one of the creature's types or tags; none named, no one is of it.
  if (def.chosenKind) {
    const kind = aura.cond.kind;
    if (!kind || !(passesTest(ctx.ruleset, t, { types: [kind] }) || passesTest(ctx.ruleset, t, { tags: [kind] })))
      return false;
  }
  return !ctx.state.auras?.immune?.includes(immuneKey(t.id, holder.id, aura.key));
}

/** Whether the aura reaches `t` now. */
export function reaches(ctx: Ctx, aura: HeldAura, t: Combatant): boolean {
  if (!reachesAnywhere(ctx, aura, t)) return false;
  const board = ctx.state.board;
  if (!board || t.id === aura.holder.id || !t.at || !aura.holder.at) return true;
  if (cellsApart(board, aura.holder.at, t.at) * board.perCell <= aura.def.distance) return true;
  // 1.270 `orSeen`: however far, while it can see the holder.
  return !!aura.def.orSeen && canSee(ctx, t, aura.holder);
}

/** Everyone the aura reaches now, in turn order. */
export function reached(ctx: Ctx, aura: HeldAura): Combatant[] {
  return ctx.state.order
    .map((id) => ctx.state.combatants[id]!)
    .filter((t) => reaches(ctx, aura, t) && !cutOff(ctx, aura.holder, t));
}
