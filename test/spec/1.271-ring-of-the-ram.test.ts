// 1.271 — Ring of the Ram: "`chargeStep` can carry `push`, in the ruleset's distance units: each extra charge pushes
// the target that much farther, on top of the use's own `push` (a Ring of the Ram's 5 feet per charge)." The SRD's
// ring attacks at +7 for 1 to 3 charges: 2d10 force and 5 feet of push for each.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import type { Candidate } from "../../src/director/candidate.js";
import { effectWorth } from "../../src/director/plugins.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds } from "../support/sorcerer.js";
import { carrying, holderTurn } from "../support/staves.js";

let ruleset: RulesetDoc;
const WIZARD = "Sabine (Wizard 5)";
const USE = "items/ring-of-the-ram#use";

/** The wizard beside a goblin, which also stands beside the fighter. */
const turn = (seed: number): CombatState =>
  holderTurn(
    ruleset,
    carrying("wizard-5", "ring-of-the-ram"),
    { at: [5, 5], ally: [7, 6], goblins: [[6, 5]], seed },
    (s) => {
      for (const g of goblinIds(s)) s.combatants[g]!.hp = 100;
    },
  );

const ring = (s: CombatState) => options(ruleset, s).find((o) => o.kind === "use" && o.use === USE)!;

describe("1.271 Ring of the Ram", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("pushes 5 feet for its one charge, and 5 more for each more charge: 2d10 force a charge", () => {
    for (const [pay, dice, to] of [
      ["charges:0", 2, [7, 5]],
      ["charges:2", 6, [9, 5]],
    ] as const) {
      let hit = false;
      for (let seed = 0; seed < 30 && !hit; seed++) {
        const s = turn(seed);
        const step = acceptIn(ruleset, s, { option: ring(s).id, targets: [goblinIds(s)[0]!], pay });
        const damage = eventsOf(step.events, "damage")[0];
        if (!damage) continue;
        hit = true;
        expect(damage.dice!.dice).toHaveLength(dice);
        expect(damage.type).toBe("force");
        expect(step.state.combatants[goblinIds(s)[0]!]!.at).toEqual(to);
        expect(eventsOf(step.events, "item")[0]).toMatchObject({
          name: "Ring of the Ram",
          from: 3,
          to: pay === "charges:0" ? 2 : 0,
        });
      }
      expect(hit).toBe(true);
    }
  });

  it("the director weighs the farther push: only three charges take the goblin out of the fighter's reach", () => {
    const s = turn(1);
    const o = ring(s);
    const scene = makeScene(ruleset, s, options(ruleset, s));
    const use = usesOf(ruleset, s, s.combatants[WIZARD]!).find((u) => u.id === USE)!;
    const goblin = s.combatants[goblinIds(s)[0]!]!;
    const worth = (pool: string) => {
      const payment = o.payments!.find((p) => p.pool === pool)!;
      const cand: Candidate = {
        choice: { option: o.id, targets: [goblin.id], pay: pool },
        option: o,
        use,
        targets: [goblin],
        payment,
        steps: payment.level ?? 0,
      };
      return effectWorth(scene, cand);
    };
    expect(worth("charges:2")).toBeGreaterThan(worth("charges:0"));
  });
});
