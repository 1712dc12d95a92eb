// 1.272: a stack whose last charge turned it into another item (capabilities/items.ts marks the stack with the
// item it became). From then on its old uses are gone and it strikes as the new item.
import type { CapabilityModule } from "../../combat/capability.js";
import { findEntry } from "../../combat/entries.js";
import { itemAttackUse } from "../../combat/item-attack.js";
import type { UseDef } from "../../combat/use-def.js";
import type { ItemDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";

// One list per static list of uses and set of changed stacks: the menu and the director ask for it many times.
const lists = new WeakMap<readonly UseDef[], Map<string, readonly UseDef[]>>();

function swapped(ruleset: RulesetDoc, sheet: SheetData, uses: readonly UseDef[], became: Map<number, string>) {
  const inventory = sheet.inventory ?? [];
  const turned = new Set([...became.keys()].map((i) => inventory[i]!.item));
  // An item goes only when no stack of it is left as it was (a second staff still has its uses).
  const gone = new Set(
    [...turned].filter((ref) => !inventory.some((s, i) => s.item === ref && !became.has(i) && (s.quantity ?? 1) > 0)),
  );
  const out = uses.filter((u) => !gone.has(u.item ?? u.id));
  for (const ref of new Set(became.values())) {
    if (out.some((u) => u.id === ref)) continue;
    const item = findEntry(ruleset, ref) as ItemDef | undefined;
    if (item?.attack) out.push(itemAttackUse(ruleset, sheet, ref, ref.slice(0, ref.indexOf("/")), item, item.attack));
  }
  return out;
}

export const itemBecomes: CapabilityModule = {
  id: "item-becomes",
  keys: ["charges.breaksOn.becomes"],
  moreUses(ruleset, state, who, uses) {
    const sheet = state.sheets[who.id];
    if (!sheet || !who.stacks) return uses;
    const became = new Map<number, string>();
    for (const [i, s] of Object.entries(who.stacks)) if (s.item && sheet.inventory?.[+i]) became.set(+i, s.item);
    if (became.size === 0) return uses;
    const key = [...became].map(([i, ref]) => `${i}=${ref}`).join("|");
    let byKey = lists.get(uses);
    if (!byKey) {
      byKey = new Map();
      lists.set(uses, byKey);
    }
    let list = byKey.get(key);
    if (!list) {
      list = swapped(ruleset, sheet, uses, became);
      byKey.set(key, list);
    }
    return list;
  },
};
