// 1.199 — Color Spray: "`"unseeing": true` does the same for anyone who cannot see the entry's user (blinded, or with
// no line of sight to the user), as Color Spray ignores creatures that cannot see." The bundled SRD's Color Spray
// (6d10, blinded until the end of the caster's next turn) also skips the unconscious.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatEvent, CombatState } from "../../src/combat/index.js";
import { withGeometry } from "../combat/helpers.js";
import { accept, draw, spell, wizardTurn } from "./fixtures/health-pools.js";

const pool = (events: readonly CombatEvent[]) =>
  events.find((e) => e.t === "health-pool") as Extract<CombatEvent, { t: "health-pool" }>;
const blinded = (s: CombatState, who: string) => s.combatants[who]!.conditions.some((c) => c.id === "blinded");

describe("1.199 Color Spray: skips whoever cannot see its user", () => {
  beforeAll(withGeometry);

  it("without a board: a blinded goblin is skipped and spends none of the pool", () => {
    const s = wizardTurn((s) => {
      s.combatants["Goblin 1"]!.hp = 1;
      s.combatants["Goblin 1"]!.conditions.push({ id: "blinded" });
      draw(s, 4);
    });
    const r = accept(s, {
      option: spell(s, "Color Spray")!.id,
      targets: ["Goblin 1", "Goblin 2", "Goblin 3"],
      pay: "slot_1",
    });
    const p = pool(r.events);
    expect(p.skipped).toEqual(["Goblin 1"]);
    expect(p.enough.map((e) => e.who)).not.toContain("Goblin 1");
    // 6d10 is at least 6, below the two others' 7 each only on the lowest rolls.
    expect(p.enough.reduce((n, e) => n + e.hp, 0)).toBeLessThanOrEqual(p.dice.total);
    for (const e of p.enough) expect(blinded(r.state, e.who)).toBe(true);
  });

  it("on a board: a blinded goblin the cone catches is skipped; the one beside it who sees is not", () => {
    const board = { width: 8, height: 6 };
    const s = wizardTurn(
      (s) => {
        s.combatants["Sabine"]!.at = [1, 1];
        s.combatants["Goblin 1"]!.at = [3, 1];
        s.combatants["Goblin 2"]!.at = [3, 2];
        s.combatants["Goblin 3"]!.at = [7, 5];
        s.combatants["Goblin 2"]!.hp = 1;
        s.combatants["Goblin 2"]!.conditions.push({ id: "blinded" });
        draw(s, 5);
      },
      { board, noBoard: false },
    );
    const o = spell(s, "Color Spray")!;
    // Every aim that catches both: the blinded one is skipped, the other reached first (its 7 health or less).
    let tried = 0;
    for (const at of o.cells!) {
      const r = accept(s, { option: o.id, at, pay: "slot_1" });
      const p = pool(r.events);
      if (!p.skipped.includes("Goblin 2")) {
        expect([...p.enough.map((e) => e.who), ...p.short]).not.toContain("Goblin 2");
        continue;
      }
      if (![...p.enough.map((e) => e.who), ...p.short].includes("Goblin 1")) continue;
      tried++;
      expect(p.enough.map((e) => e.who)[0]).toBe("Goblin 1");
      expect(blinded(r.state, "Goblin 1")).toBe(true);
    }
    expect(tried).toBeGreaterThan(0);
  });
});
