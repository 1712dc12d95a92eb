// 1.174 — Sleet Storm: a 40-foot burst whose catches knock prone on a failed Dexterity save, on difficult ground;
// `breaksConcentration` makes a concentrating creature it catches save for concentration first, against the
// entry's own save difficulty, losing concentration on a failure.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatEvent } from "../../src/combat/index.js";
import { options } from "../../src/combat/index.js";
import { edit, of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil, ruleset } from "./fixtures/zone-holds.js";

const board = { width: 24, height: 11 };

function storm() {
  const s = turnOf("Wizard", { party: [caster], enemies: ["monsters/goblin"], board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 5];
    x.combatants["Goblin 1"]!.at = [14, 5];
    x.combatants["Goblin 1"]!.hp = 300;
    // The goblin holds up something of its own.
    x.combatants["Goblin 1"]!.concentration = { use: "spells/hold-person", name: "Hold Person" };
  });
  return accept(s, { option: "use:spells/sleet-storm", at: [14, 5] });
}

/** The concentration save comes first, against the storm's own difficulty, and decides whether it holds. */
function expectConcentrationSave(events: readonly CombatEvent[], held: boolean) {
  const saves = of(events, "save").filter((e) => e.who === "Goblin 1");
  expect(saves.map((e) => e.save)).toEqual(["con_save", "dex_save"]);
  expect(saves[0]!.difficulty).toBe(saves[1]!.difficulty);
  expect(held).toBe(saves[0]!.success);
  const ended = of(events, "concentration").filter((e) => e.who === "Goblin 1");
  expect(ended).toHaveLength(saves[0]!.success ? 0 : 1);
}

describe("1.174 Sleet Storm", () => {
  beforeAll(withGeometry);

  it("catching a concentrating creature at the cast: a concentration save first, then the storm's own", () => {
    const r = storm();
    expectConcentrationSave(r.events, r.state.combatants["Goblin 1"]!.concentration !== null);
    const dex = of(r.events, "save").find((e) => e.save === "dex_save")!;
    const prone = r.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "prone");
    expect(prone).toBe(!dex.success);
  });

  it("again at the start of the creature's turn, when it still concentrates", () => {
    const r = storm();
    const next = endUntil(
      { ...r, state: edit(r.state, (x) => (x.combatants["Goblin 1"]!.concentration = { use: "x", name: "X" })) },
      "Goblin 1",
    );
    expectConcentrationSave(next.events, next.state.combatants["Goblin 1"]!.concentration !== null);
  });

  it("a creature not concentrating makes only the storm's save", () => {
    const r = storm();
    const next = endUntil(
      { ...r, state: edit(r.state, (x) => (x.combatants["Goblin 1"]!.concentration = null)) },
      "Goblin 1",
    );
    expect(of(next.events, "save").map((e) => e.save)).toEqual(["dex_save"]);
  });

  it("its ground is difficult for those it catches", () => {
    const next = endUntil(storm(), "Goblin 1");
    const standing = edit(next.state, (x) => {
      x.combatants["Goblin 1"]!.conditions = [];
      x.combatants["Goblin 1"]!.moveLeft = 30;
    });
    const move = options(ruleset, standing).find((o) => o.id === "move")!;
    expect(move.cells).toContainEqual([11, 5]);
    expect(move.cells).not.toContainEqual([10, 5]);
  });
});
