// The combat rules a ruleset's `combat` block sets, with the generic defaults for a ruleset that has none
// (the reference's Classic and Tactical combats: amounts as written, one action and one reaction).
import type { BudgetDef, CombatBlock } from "../ruleset/combat.js";
import type { RulesetDoc } from "../ruleset/ruleset.js";

export interface CombatRules {
  readonly block: CombatBlock | undefined;
  readonly budgets: readonly BudgetDef[];
  /** The budget a use spends when it names none. */
  readonly main: string;
  /** The budget reactions spend when they name none. */
  readonly reaction: string | undefined;
  readonly healthPool: string | undefined;
  readonly perCell: number;
  readonly criticalOn: number;
  readonly doublesDice: boolean;
  /** `amountAdd` is read only in a ruleset's own combats. */
  readonly readsAmountAdd: boolean;
}

export const GENERIC_BUDGETS: readonly BudgetDef[] = [
  { id: "action", label: "Action" },
  { id: "reaction", label: "Reaction", reaction: true },
];

const cache = new WeakMap<RulesetDoc, CombatRules>();

export function rules(ruleset: RulesetDoc): CombatRules {
  let r = cache.get(ruleset);
  if (r) return r;
  const block = ruleset.combat;
  const budgets = block?.budgets?.length ? block.budgets : GENERIC_BUDGETS;
  r = {
    block,
    budgets,
    main: (budgets.find((b) => !b.reaction) ?? budgets[0]!).id,
    reaction: budgets.find((b) => b.reaction)?.id,
    healthPool: block?.health.pool ?? ruleset.sheet.live?.pools?.find((p) => p.health)?.id,
    perCell: block?.distance?.perCell ?? 5,
    criticalOn: block?.criticalHit?.on ?? 20,
    doublesDice: block?.criticalHit?.doubles !== "none",
    readsAmountAdd: block !== undefined,
  };
  cache.set(ruleset, r);
  return r;
}
