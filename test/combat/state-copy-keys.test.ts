// Every copy of a fight's state keeps an own "__proto__" key a key: a plain copy would make it the copied
// object's prototype, so a combatant would own `slot_9: 1000` from the next step on.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, whoActs } from "../../src/combat/index.js";
import { fighter, ruleset, start, withGeometry } from "./helpers.js";

beforeAll(withGeometry);

describe("key-safe state copies", () => {
  it("an own __proto__ key in a combatant's pools stays an own key through a step", () => {
    const { state } = start({ party: [fighter], enemies: ["monsters/goblin"] });
    const tampered = structuredClone(state) as CombatState;
    for (const c of Object.values(tampered.combatants)) {
      Object.defineProperty(c.pools, "__proto__", {
        value: { slot_9: 1000 },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    const end = options(ruleset, tampered).find((o) => o.kind === "end")!;
    expect(end.who).toBe(whoActs(tampered));
    const r = choose(ruleset, tampered, { option: end.id });
    if ("rejected" in r) throw new Error(r.rejected.message);
    for (const c of Object.values(r.state.combatants)) {
      expect(Object.getPrototypeOf(c.pools)).toBe(Object.prototype);
      expect((c.pools as Record<string, unknown>).slot_9).toBeUndefined();
      expect(Object.hasOwn(c.pools, "__proto__")).toBe(true);
    }
  });
});
