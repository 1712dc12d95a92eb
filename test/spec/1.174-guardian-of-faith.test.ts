// 1.174 — Guardian of Faith: a burst sparing its caster's side that deals 20 radiant (Dexterity save for half) to
// foes entering it or starting their turn in it, doing nothing as it appears, and vanishing once it has dealt 60
// damage in total (`damageCap`).
import { beforeAll, describe, expect, it } from "vitest";
import { of, turnOf, withGeometry } from "../combat/helpers.js";
import { accept, caster, endUntil } from "./fixtures/zone-holds.js";

const board = { width: 16, height: 7 };

function guard() {
  const s = turnOf("Wizard", { party: [caster], enemies: [{ creature: "monsters/goblin", count: 2 }], board }, (x) => {
    x.combatants["Wizard"]!.at = [2, 3];
    x.combatants["Goblin 1"]!.at = [6, 3];
    x.combatants["Goblin 2"]!.at = [6, 4];
    x.combatants["Goblin 1"]!.hp = 500;
    x.combatants["Goblin 2"]!.hp = 500;
  });
  return accept(s, { option: "use:spells/guardian-of-faith", at: [6, 3] });
}

describe("1.174 Guardian of Faith", () => {
  beforeAll(withGeometry);

  it("appears doing nothing, then deals 20 radiant (10 on a save) to foes starting their turn in it", () => {
    const r = guard();
    expect(of(r.events, "damage")).toEqual([]);
    const round = endUntil(r, "Wizard");
    const hurt = of(round.events, "damage");
    expect(hurt.map((e) => e.who).sort()).toEqual(["Goblin 1", "Goblin 2"]);
    for (const e of hurt) expect(e.taken).toBe(e.why === "halved" ? 10 : 20);
    expect(round.state.zones![0]!.dealt).toBe(hurt.reduce((a, e) => a + e.taken, 0));
  });

  it("vanishes once it has dealt 60 damage in total, and catches no one after", () => {
    let step = guard();
    const dealt: number[] = [];
    let ended = -1;
    for (let round = 0; round < 6 && ended < 0; round++) {
      step = endUntil(step, "Wizard");
      for (const e of step.events) {
        if (e.t === "damage") dealt.push(e.taken);
        if (e.t === "zone" && e.what === "end") {
          expect(e.why).toBe("damage cap");
          ended = dealt.length;
        }
      }
    }
    expect(ended).toBeGreaterThan(0);
    const total = dealt.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(60);
    // The catch that reached the cap was the last: before it, less than 60.
    expect(total - dealt.at(-1)!).toBeLessThan(60);
    expect(step.state.zones).toBeUndefined();
    const later = endUntil(step, "Wizard");
    expect(of(later.events, "damage")).toEqual([]);
  });
});
