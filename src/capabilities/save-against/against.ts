// 1.185, 1.191 and 1.181: a save modifier that counts only against what some creatures did, some of their actions,
// or some damage types or conditions. A save made against nothing anyone did (concentration, a zone's touch) is
// against no creature and nothing, so such a modifier never counts for it; the save to end a condition is made
// against the use that applied it. A use's save is against the damage it deals and the conditions it applies (with
// their kinds), and whatever else its `save.against` names (1.181: Stinking Cloud's save is against poison).
import type { CapabilityModule, SaveAgainst } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { creatureOf } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import type { UseDef } from "../../combat/uses.js";
import { usesOf } from "../../combat/uses.js";
import type { SaveModifierAgainst } from "./def.js";

function useOf(ctx: Ctx, against: SaveAgainst): UseDef | undefined {
  const { source, use } = against;
  return source && use ? usesOf(ctx.ruleset, ctx.state, source).find((u) => u.id === use) : undefined;
}

/** The names `against.actions` may use for the use: its id (with and without `action:`), its name and, for a
 * creature's action, its shared recharge group; lower-cased. */
function namesOfUse(ctx: Ctx, against: SaveAgainst): string[] {
  const { source, use } = against;
  if (!source || !use) return [];
  const out = [use];
  if (use.startsWith("action:")) out.push(use.slice("action:".length));
  const def = useOf(ctx, against);
  if (def) out.push(def.name);
  const action = creatureOf(ctx.ruleset, source)?.actions.find((a, i) => `action:${a.id ?? i}` === use);
  const group = (action?.recharge as { group?: unknown } | undefined)?.group;
  if (typeof group === "string") out.push(group);
  return out.map((n) => n.toLowerCase());
}

/** The damage types and conditions (with their kinds) a save against `use` is against. */
export function whatSaveIsAgainst(ctx: Ctx, use: UseDef | undefined): { damage: string[]; conditions: string[] } {
  if (!use) return { damage: [], conditions: [] };
  const also = use.m.save?.against;
  const damage = [...(use.m.damageType ? [use.m.damageType] : []), ...(also?.damage ?? [])];
  const conditions: string[] = [];
  for (const id of [...(use.m.applies ?? []).map((a) => a.condition), ...(also?.conditions ?? [])]) {
    conditions.push(id);
    const def = ctx.ruleset.combat?.conditions?.find((c) => c.id === id) as { kinds?: readonly string[] } | undefined;
    conditions.push(...(def?.kinds ?? []));
  }
  return { damage, conditions };
}

function counts(ctx: Ctx, a: SaveModifierAgainst, against: SaveAgainst): boolean {
  if (a.from && !(against.source && passesTest(ctx.ruleset, against.source, a.from))) return false;
  if (a.actions) {
    const names = namesOfUse(ctx, against);
    if (!a.actions.some((n) => names.includes(n.toLowerCase()))) return false;
  }
  if (a.damage || a.conditions) {
    const what = whatSaveIsAgainst(ctx, useOf(ctx, against));
    // Either list met is enough: "against poison" and "against being poisoned" are both one modifier's reach.
    const hit =
      (a.damage?.some((d) => what.damage.includes(d)) ?? false) ||
      (a.conditions?.some((c) => what.conditions.includes(c)) ?? false);
    if (!hit) return false;
  }
  return true;
}

export const saveAgainst: CapabilityModule = {
  id: "save-against",
  keys: ["against", "save.against"],
  keepsSaveModifier(ctx, _who, m, against) {
    return m.against === undefined || counts(ctx, m.against, against);
  },
};
