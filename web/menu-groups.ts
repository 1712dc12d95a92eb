// Groups the menu the way the ruleset shows it: a use from a sheet list with a 1.378 `display` goes under
// that list's tab, grouped by its `by` column ("Spells: Cantrips"; a value past the labels is filed under the
// tab alone); everything else goes under the budget it spends, or its kind.
import type { CombatState, Option } from "../src/index.js";
import type { ListDef, RulesetDoc } from "../src/ruleset/index.js";

export interface MenuGroup {
  readonly title: string;
  readonly options: Option[];
}

const KIND_TITLES: Record<Option["kind"], string> = {
  use: "Abilities",
  standard: "Actions",
  move: "Movement",
  end: "Turn",
  pass: "Turn",
  flee: "Turn",
  zone: "Zones",
  roll: "Movement",
};

export function groupOptions(ruleset: RulesetDoc, state: CombatState, menu: readonly Option[]): MenuGroup[] {
  const groups = new Map<string, Option[]>();
  for (const o of menu) {
    const title = displayTitle(ruleset, state, o) ?? budgetTitle(ruleset, o) ?? KIND_TITLES[o.kind];
    groups.set(title, [...(groups.get(title) ?? []), o]);
  }
  // Ending the turn reads best last, whatever order the menu gave.
  const turn = groups.get(KIND_TITLES.end);
  groups.delete(KIND_TITLES.end);
  if (turn) groups.set(KIND_TITLES.end, turn);
  return [...groups].map(([title, options]) => ({ title, options }));
}

function displayTitle(ruleset: RulesetDoc, state: CombatState, o: Option): string | undefined {
  if (o.kind !== "use" || !o.use) return undefined;
  const sheet = state.sheets[o.who];
  for (const list of ruleset.sheet.lists ?? []) {
    if (!list.display?.tab) continue;
    const row = sheet?.lists?.[list.id]?.find((r) => r.entry === o.use);
    if (row) return list.display.tab + heading(list, row[list.display.by?.column ?? ""]);
  }
  return undefined;
}

function heading(list: ListDef, value: unknown): string {
  const label = typeof value === "number" ? list.display?.by?.labels?.[value] : undefined;
  return label ? `: ${label}` : "";
}

function budgetTitle(ruleset: RulesetDoc, o: Option): string | undefined {
  if (!o.budget) return undefined;
  return ruleset.combat?.budgets.find((b) => b.id === o.budget)?.label ?? o.budget;
}
