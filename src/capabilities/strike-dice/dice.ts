// 1.197, 1.247: what a blow rolls of its own dice under its user's damage changes that count for it (extension points
// "damage modifiers", "blow dice"). `diceTimes` rolls them that many times (the largest such change, never multiplied
// together), its fixed part unchanged, all of it doubled by a critical hit; `criticalDice` adds that many of its
// dice (one die of its first kind each) on a critical hit alone, undoubled, every such change adding its own.
import { addDice } from "../../combat/amount.js";
import { keptForBlow } from "../../combat/blow.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { modifiers } from "../../combat/stats.js";
import "./def.js";

export const strikeDice: CapabilityModule = {
  id: "strike-dice",
  keys: ["diceTimes", "criticalDice"],
  blowDice(ctx, who, use, dice) {
    const changes = modifiers(ctx.ruleset, who, "damage").filter(
      (m) => m.diceTimes !== undefined || m.criticalDice !== undefined,
    );
    if (!changes.length) return dice;
    const keep = keptForBlow(ctx, who, use);
    let times = 1;
    let critical = 0;
    for (const m of changes) {
      if (!keep(m)) continue;
      times = Math.max(times, m.diceTimes ?? 1);
      critical += m.criticalDice ?? 0;
    }
    const own = dice.expr;
    const first = own.terms.find((t) => t.sign > 0);
    return {
      expr: times > 1 ? addDice({ terms: [], flat: own.flat }, { terms: own.terms, flat: 0 }, times) : own,
      onCritical:
        critical > 0 && first
          ? addDice(dice.onCritical, { terms: [{ count: 1, sides: first.sides, sign: 1 }], flat: 0 }, critical)
          : dice.onCritical,
    };
  },
};
