// 1.271: more of what staves and rings do. An item use's `label` names it beside the item ("Staff of Fire: Burning
// Hands") wherever its use is named, through the "extra uses" extension point; `chargeStep.push` pushes the one hit
// that much farther for each more charge paid (a payment `charges:<n>`, 1.269), on top of the use's own `push`,
// through the "act use" extension point. (`amountAdd` on an item use is read as any use's, by `amount.ts` in fights
// and by the sheet's use outside them; `breaksOn.regains` by the items module and the sheet's charges.)
import type { CapabilityModule } from "../../combat/capability.js";
import { findEntry } from "../../combat/entries.js";
import type { UseDef } from "../../combat/use-def.js";
import type { ItemDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";

/** The label an item's use carries, if any. */
export function useLabel(ruleset: RulesetDoc, use: UseDef): string | undefined {
  if (use.origin !== "item-use" || use.item === undefined) return undefined;
  return (findEntry(ruleset, use.item) as ItemDef | undefined)?.use?.label;
}

// One list per static list of uses: the menu and the director ask for it many times.
const labelled = new WeakMap<readonly UseDef[], readonly UseDef[]>();

function withLabels(ruleset: RulesetDoc, uses: readonly UseDef[]): readonly UseDef[] {
  let out = labelled.get(uses);
  if (!out) {
    let changed = false;
    out = uses.map((u) => {
      const label = useLabel(ruleset, u);
      if (label === undefined || u.name.endsWith(`: ${label}`)) return u;
      changed = true;
      return { ...u, name: `${u.name}: ${label}` };
    });
    if (!changed) out = uses;
    labelled.set(uses, out);
  }
  return out;
}

/** The push of `use` paid with `more` charges beyond its own: its own and `chargeStep.push` for each. */
export function pushWith(use: UseDef, more: number): number | undefined {
  const step = use.m.chargeStep?.push;
  if (!step || more <= 0 || use.origin !== "item-use") return use.m.push;
  return (use.m.push ?? 0) + step * more;
}

export const staves: CapabilityModule = {
  id: "staves",
  keys: ["use.label", "use.amountAdd", "chargeStep.push", "charges.breaksOn.regains"],
  moreUses(ruleset, _state, _who, uses) {
    return withLabels(ruleset, uses);
  },
  actUse(_ctx, act, use) {
    const push = pushWith(use, act.moreCharges ?? 0);
    return push === use.m.push ? use : { ...use, m: { ...use.m, push } };
  },
};
