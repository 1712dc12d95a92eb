// Extension point "offered uses": a module claims the uses it offers itself; the core names no such module.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CapabilityModule } from "../../src/combat/capability.js";
import { usesOf } from "../../src/combat/uses.js";
import { type CapabilityPackage, createEngine, PACKAGES, whoActs } from "../../src/index.js";
import { fighter } from "../combat/helpers.js";

const text = readFileSync(new URL("../combat/fixtures/5e.json", import.meta.url), "utf8");
const base = PACKAGES.filter((p) => p.id === "base" || p.id === "sheet");

describe("offered uses", () => {
  it("lets a package's module claim uses: `acting` leaves them off the turn menu, and the director off its own turn", async () => {
    // A package of this test alone: it claims every attack, offered between turns only.
    const claimer: CapabilityModule = {
      id: "claimer",
      keys: [],
      offersUse: (m) => ((m.kind ?? "attack") === "attack" ? "between-turns" : undefined),
    };
    const claiming: CapabilityPackage = {
      id: "claiming",
      summary: "test",
      requires: ["base"],
      implements: [],
      modules: [{ priority: 9_999, module: claimer }],
    };
    for (const [packages, claimed] of [
      [base, false],
      [[...base, claiming], true],
    ] as const) {
      const engine = await createEngine({ capabilities: packages });
      const ruleset = engine.load(text);
      const fight = engine.startCombat(ruleset, { party: [fighter], enemies: ["monsters/goblin"], seed: 1 });
      const goblin = Object.values(fight.state.combatants).find((c) => c.creature)!;
      const attacks = usesOf(ruleset.doc, fight.state, goblin).filter((u) => (u.m.kind ?? "attack") === "attack");
      expect(attacks.length).toBeGreaterThan(0);
      for (const u of attacks) {
        expect(u.offeredBy).toBe(claimed ? "claimer" : undefined);
        expect(u.betweenTurns).toBe(claimed ? true : undefined);
      }
      // The goblin's own turn: its attacks are on its menu unless a module claimed them.
      let f = fight;
      for (let i = 0; i < 20 && whoActs(f.state) !== goblin.id; i++) f = f.choose(engine.direct(ruleset, f.state));
      expect(whoActs(f.state)).toBe(goblin.id);
      const onMenu = f.options().filter((o) => o.kind === "use" && attacks.some((a) => a.id === o.use));
      expect(onMenu.length > 0).toBe(!claimed);
    }
  });
});
