// 1.201 — Wall of Ice: "A wall section's `broken` can carry its own `perCostStep`, added once for each level the cast
// was paid above its base level: Wall of Ice's frigid air, `{ "dice": "1d6" }`." On the bundled SRD's Wall of Ice.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatEvent, CombatState } from "../../src/combat/index.js";
import { withGeometry } from "../combat/helpers.js";
import { accept, draw, raise, wrenTurn } from "./fixtures/wall-sections.js";

/** The wall raised with `pay`, its middle section (6, 11)–(6, 12) broken, and the goblin at (8, 12) walking into it. */
function walkIn(pay: string) {
  const s: CombatState = structuredClone(raise(wrenTurn([[8, 12]]), pay).state);
  s.zones![0]!.sections![4]!.health = 0;
  s.zones![0]!.blocking!.cells = s.zones![0]!.blocking!.cells.filter((i) => i !== 11 * 30 + 6 && i !== 12 * 30 + 6);
  s.turn = s.order.indexOf("Goblin 1");
  s.combatants["Goblin 1"]!.moveLeft = 30;
  draw(s, 5);
  return accept(s, { option: "move", at: [5, 12] }).events;
}

const hurt = (events: readonly CombatEvent[]) =>
  events.find((e): e is Extract<CombatEvent, { t: "damage" }> => e.t === "damage" && e.who === "Goblin 1")!;

describe("1.201 Wall of Ice: the frigid air's perCostStep", () => {
  beforeAll(withGeometry);

  it("cast with its own sixth-level slot, the frigid air deals its 5d6", () => {
    expect(hurt(walkIn("slot_6")).dice!.expr).toBe("5d6");
  });

  it("cast with a seventh-level slot, it adds 1d6 (and the wall's own damage 2d6)", () => {
    const cast = raise(
      wrenTurn([[6, 12]], (s) => {
        draw(s, 2);
      }),
      "slot_7",
    );
    // The goblin stood where it rose: the cast's own damage carries the entry's perCostStep.
    const own = hurt(cast.events);
    expect(own.dice!.expr).toBe("12d6");
    expect(hurt(walkIn("slot_7")).dice!.expr).toBe("6d6");
  });
});
