// amountAdd (1.83): Second Wind heals 1d10 + the fighter's level, on the bonus budget, paid from its own pool.
import { describe, expect, it } from "vitest";
import { fighter, of, take, turnOf } from "../combat/helpers.js";

describe("base: amountAdd — Second Wind", () => {
  it("heals 1d10 + fighter level (3), spends the bonus budget and a use of second_wind", () => {
    const s = turnOf("Fighter", { party: [fighter], enemies: ["monsters/goblin"] }, (x) => {
      x.combatants["Fighter"]!.hp = 5;
    });
    const r = take(s, { option: "use:features/second-wind", targets: ["Fighter"], pay: "second_wind" });
    const heal = of(r.events, "heal")[0]!;
    const d10 = heal.dice!.dice.map((d) => d.value).reduce((a, b) => a + b, 0);
    expect(heal.amount).toBe(d10 + 3);
    expect(r.state.combatants["Fighter"]!.hp).toBe(5 + d10 + 3);
    expect(r.state.combatants["Fighter"]!.budgets["bonus"]).toBe(0);
    expect(r.state.combatants["Fighter"]!.budgets["action"]).toBe(1);
    expect(r.state.combatants["Fighter"]!.pools["second_wind"]).toBe(
      s.combatants["Fighter"]!.pools["second_wind"]! - 1,
    );
  });
});
