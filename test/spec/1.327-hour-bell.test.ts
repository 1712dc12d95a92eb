// 1.327 — The Hour Bell: its toll can stop only "one creature that has already acted this round" (`actedOnly`),
// and only "until the next lair action" (`untilLair` beside `rounds`): the condition comes off when the bell
// next reaches its lair count, before that lair action is chosen. Before the fight's first turn no one has acted.
import { beforeAll, describe, expect, it } from "vitest";
import { options } from "../../src/combat/index.js";
import { fighter, of, rogue, withGeometry, wizard } from "../combat/helpers.js";
import { accept, endUntilTurn, fightAt, lairWindow, ruleset } from "./fixtures/lair.js";

const BELL = "Hour Bell 1";
const setup = { party: [fighter, wizard, rogue], enemies: [{ creature: "monsters/hour-bell", inLair: true }] };
const tollTargets = (s: Parameters<typeof options>[1]) =>
  options(ruleset, s).find((o) => o.id === "lair:action:toll")?.targets?.candidates;

describe("1.327 the Hour Bell", () => {
  beforeAll(withGeometry);

  it("tolls only for those who have already started their turn this round", () => {
    const s = fightAt(setup, { Fighter: 22, Wizard: 21, [BELL]: 14, Rogue: 5 }, "Wizard");
    const r = accept(s, { option: "end" });
    expect(lairWindow(r.state)?.ask).toEqual([BELL]);
    // The Fighter and the Wizard have acted; the Rogue (and the bell itself) have not.
    expect(tollTargets(r.state)).toEqual(["Fighter", "Wizard"]);
  });

  it("before the round's first turn no one has acted, so the toll is not offered", () => {
    const s = fightAt(setup, { Fighter: 12, Wizard: 11, [BELL]: 10, Rogue: 5 }, "Rogue");
    const r = accept(s, { option: "end" });
    expect(r.state.round).toBe(2);
    expect(lairWindow(r.state)).toBeUndefined();
    expect(of(r.events, "lair")).toEqual([{ t: "lair", who: BELL, round: 2 }]);
    expect(r.state.order[r.state.turn]).toBe("Fighter");
  });

  it("what the toll applies lasts until the bell's next lair count, and comes off before it chooses", () => {
    const s = fightAt(setup, { Fighter: 22, Wizard: 21, [BELL]: 14, Rogue: 5 }, "Wizard", (x) => {
      x.combatants["Fighter"]!.hp = 200;
    });
    // Seeds are fixed: find a roll the Fighter fails, by trying the toll on it.
    const window = accept(s, { option: "end" });
    const toll = accept(window.state, { option: "lair:action:toll", targets: ["Fighter"] });
    const save = of(toll.events, "save")[0]!;
    expect(save).toMatchObject({ who: "Fighter", difficulty: 13 });
    if (save.success) throw new Error("the fixed seed should fail this save; pick another set-up");
    expect(toll.state.combatants["Fighter"]!.conditions.map((c) => c.id)).toContain("stilled");
    // The Fighter's turn in round 2 passes with the bell's toll still on it (10 rounds would last much longer);
    // at the bell's count it comes off. The toll itself is barred this round (taken the round before).
    const next = endUntilTurn(toll, BELL);
    expect(next.state.round).toBe(2);
    expect(next.state.combatants["Fighter"]!.conditions.map((c) => c.id)).not.toContain("stilled");
    const ended = of(next.events, "condition-ended");
    expect(ended).toEqual([{ t: "condition-ended", who: "Fighter", condition: "stilled", why: "lair count" }]);
    const lairAt = next.events.findIndex((e) => e.t === "lair");
    const endedAt = next.events.findIndex((e) => e.t === "condition-ended");
    expect(lairAt).toBeGreaterThanOrEqual(0);
    expect(lairAt).toBeLessThan(endedAt);
    expect(of(next.events, "window")).toEqual([]);
    // The Fighter started its turn stilled in round 2: it was passed over as unable to act.
    const fighterTurn = next.events.findIndex((e) => e.t === "turn" && e.who === "Fighter");
    expect(fighterTurn).toBeGreaterThanOrEqual(0);
    expect(fighterTurn).toBeLessThan(endedAt);
  });
});
