// What the log shows for the ids its events carry: a combatant's name, a use's name, a pool's or budget's label,
// a distance with its unit. `formatEvent` takes a `Names`; `plainNames` shows the ids themselves (all an event
// knows on its own), `namesFor` reads the ruleset and the fight for what a person should read.
import type { RulesetDoc } from "../ruleset/ruleset.js";
import { findEntry } from "./entries.js";
import type { CombatState } from "./types.js";
import { usesOf } from "./uses.js";

export { type Names, plainNames } from "./plain-names.js";

import type { Names } from "./plain-names.js";

/** Labels by id of a list of `{ id, label }`, or `undefined` for an id it lacks. */
function labels(list: readonly { id: string; label?: string }[] | undefined): Map<string, string> {
  return new Map((list ?? []).flatMap((d) => (d.label ? [[d.id, d.label] as const] : [])));
}

/** The names a person reads for a fight of `ruleset`; `state` is any state of the fight (it holds every combatant). */
export function namesFor(ruleset: RulesetDoc, state: CombatState): Names {
  const pools = labels(ruleset.sheet.live?.pools);
  const budgets = labels(ruleset.combat?.budgets);
  const actions = labels([...(ruleset.combat?.standard ?? []), ...(ruleset.combat?.contests ?? [])]);
  const checks = new Map([...labels(ruleset.sheet.saves), ...labels(ruleset.combat?.checks)]);
  const unit = ruleset.combat?.distance?.unit;
  return {
    who: (id) => state.combatants[id]?.name ?? id,
    use: (who, use) => useName(ruleset, state, who, use),
    // Budget labels are capitalised as headings ("Bonus action"); in a sentence they read in lower case.
    pool: (id) => pools.get(id) ?? id,
    budget: (id) => lowerFirst(budgets.get(id) ?? id),
    action: (id) => actions.get(id) ?? id,
    check: (id) => checks.get(id) ?? id,
    distance: (amount) => (unit ? `${amount} ${unit}` : String(amount)),
  };
}

function useName(ruleset: RulesetDoc, state: CombatState, who: string, use: string): string {
  const c = state.combatants[who];
  const own = c ? usesOf(ruleset, state, c).find((u) => u.id === use) : undefined;
  if (own) return own.name;
  // A use the combatant no longer has (a conjured weapon gone): its catalog entry still names it.
  const entry = findEntry(ruleset, use.replace(/#.*$/, ""));
  if (entry?.name) return entry.name;
  // `action:bite`: a creature action, named after its id.
  return use.replace(/^[a-z]+:/, "").replace(/[-_]/g, " ");
}

function lowerFirst(text: string): string {
  // Only a plain capitalised word: "Bonus action" → "bonus action", but not an acronym or a name.
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}
