// 1.185 and 1.191: a save modifier that counts only against what some creatures did, or some of their actions. A
// save made against nothing anyone did (concentration, a zone's touch) is against no creature, so such a modifier
// never counts for it; the save to end a condition is made against the use that applied it.
import type { CapabilityModule, SaveAgainst } from "../../combat/capability.js";
import type { Ctx } from "../../combat/context.js";
import { creatureOf } from "../../combat/stats.js";
import { passesTest } from "../../combat/target-test.js";
import { usesOf } from "../../combat/uses.js";
import type { SaveModifierAgainst } from "./def.js";

/** The names `against.actions` may use for the use: its id (with and without `action:`), its name and, for a
 * creature's action, its shared recharge group; lower-cased. */
function namesOfUse(ctx: Ctx, against: SaveAgainst): string[] {
  const { source, use } = against;
  if (!source || !use) return [];
  const out = [use];
  if (use.startsWith("action:")) out.push(use.slice("action:".length));
  const def = usesOf(ctx.ruleset, ctx.state, source).find((u) => u.id === use);
  if (def) out.push(def.name);
  const action = creatureOf(ctx.ruleset, source)?.actions.find((a, i) => `action:${a.id ?? i}` === use);
  const group = (action?.recharge as { group?: unknown } | undefined)?.group;
  if (typeof group === "string") out.push(group);
  return out.map((n) => n.toLowerCase());
}

function counts(ctx: Ctx, a: SaveModifierAgainst, against: SaveAgainst): boolean {
  if (a.from && !(against.source && passesTest(ctx.ruleset, against.source, a.from))) return false;
  if (a.actions) {
    const names = namesOfUse(ctx, against);
    if (!a.actions.some((n) => names.includes(n.toLowerCase()))) return false;
  }
  return true;
}

export const saveAgainst: CapabilityModule = {
  id: "save-against",
  keys: ["against"],
  keepsSaveModifier(ctx, _who, m, against) {
    return m.against === undefined || counts(ctx, m.against, against);
  },
};
