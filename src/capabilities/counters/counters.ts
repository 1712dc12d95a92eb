// 1.239: an entry with `usesOf` spends the uses of the sheet's counter row of that name (matched case-insensitively,
// as the sheet does). The fight starts with what each row has left, offers the entry only while some remain, spends
// them as the use begins (logged as a payment from the counter), and writes the row's spent count back when it
// settles.
import type { CapabilityModule } from "../../combat/capability.js";
import { type Ctx, emit } from "../../combat/context.js";
import type { Combatant, CombatState } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { ListRow, SheetData } from "../../ruleset/sheet-data.js";
import { cellOf, counterLeft, counterMax, counters as counterRows } from "../../sheet/counters.js";
import "./def.js";

const key = (name: string) => name.trim().toLowerCase();

/** What a counter row has left in this fight, by the name an entry's `usesOf` gives. */
export function usesLeft(who: Combatant, name: string): number {
  return who.counters?.[key(name)] ?? 0;
}

/** Spends `amount` uses (no more than are left) of `who`'s counter row `name`, logged as a payment from it. */
export function spendUses(ctx: Ctx, who: Combatant, name: string, amount: number): void {
  const spent = Math.min(amount, usesLeft(who, name));
  who.counters = { ...who.counters, [key(name)]: usesLeft(who, name) - spent };
  emit(ctx, { t: "pay", who: who.id, pool: name, amount: spent });
}

/** A counter row's name as entries name it; undefined for a row with none (an entry held on a counter list). */
function rowName(
  ruleset: RulesetDoc,
  sheet: SheetData,
  row: Parameters<typeof cellOf>[2],
  column: string,
): string | undefined {
  const name = cellOf(ruleset, sheet, row, column);
  return typeof name === "string" && name.trim() !== "" ? key(name) : undefined;
}

/** The counter row a use spends, by lower-cased name: its `usesOf` row, or with `usesSpent` (1.245) the named
 * counter row of the sheet that holds the entry; undefined when it spends none (or its row has no name). */
export function counterOf(ruleset: RulesetDoc, state: CombatState, who: Combatant, use: UseDef): string | undefined {
  if (use.m.usesOf !== undefined) return key(use.m.usesOf);
  if (use.m.usesSpent === undefined || use.origin !== "entry") return undefined;
  const sheet = state.sheets[who.id];
  if (!sheet) return undefined;
  const held = counterRows(ruleset, sheet).find((c) => c.row.entry === use.id);
  return held && rowName(ruleset, sheet, held.row, held.list.pools!.name);
}

/** How many uses one use of `use` spends of its counter: its `usesSpent` (1.245), else 1. */
export const spentPerUse = (use: UseDef): number => use.m.usesSpent ?? 1;

export const counters: CapabilityModule = {
  id: "counters",
  keys: ["usesOf", "usesSpent"],
  setupCombatant(ruleset, who, from) {
    const sheet = from.sheet;
    if (!sheet) return;
    const left: Record<string, number> = {};
    for (const c of counterRows(ruleset, sheet)) {
      const name = rowName(ruleset, sheet, c.row, c.list.pools!.name);
      if (name !== undefined && !(name in left)) left[name] = counterLeft(ruleset, sheet, c);
    }
    if (Object.keys(left).length) who.counters = left;
  },
  offer(ctx, who, use) {
    if (use.m.usesOf === undefined && use.m.usesSpent === undefined) return undefined;
    // Offered only while a whole use is left (1.245: all of `usesSpent`); an entry held on no counter row has none.
    const row = counterOf(ctx.ruleset, ctx.state, who, use);
    return row !== undefined && usesLeft(who, row) >= spentPerUse(use) ? undefined : "used-up";
  },
  onUse(ctx, act, use) {
    if (act.echo) return;
    const who = ctx.state.combatants[act.actor]!;
    const row = counterOf(ctx.ruleset, ctx.state, who, use);
    if (row === undefined) return;
    spendUses(ctx, who, use.m.usesOf ?? row, act.uses ?? spentPerUse(use));
  },
  settleSheet(ruleset, _state, who, sheet) {
    if (!who.counters || !sheet.lists) return sheet;
    const lists: Record<string, readonly ListRow[]> = { ...sheet.lists };
    const done = new Set<string>();
    for (const c of counterRows(ruleset, sheet)) {
      const name = rowName(ruleset, sheet, c.row, c.list.pools!.name);
      // The first row of a name is the one the fight read (as the sheet's own lookup finds it).
      if (name === undefined || done.has(name) || who.counters[name] === undefined) continue;
      done.add(name);
      const used = counterMax(ruleset, sheet, c) - who.counters[name];
      if (used === (c.row[c.list.pools!.used] ?? 0)) continue;
      const rows = [...lists[c.list.id]!];
      rows[c.index] = { ...c.row, [c.list.pools!.used]: used };
      lists[c.list.id] = rows;
    }
    return { ...sheet, lists };
  },
};
