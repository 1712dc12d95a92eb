// 1.284 — Signature actions: `signature: { cost }` on a creature action (first written in 1.282's example,
// listed in 1.284) is bought between turns with points: an adult dragon's Tail Attack (cost 1) and a lich's
// Paralyzing Touch (cost 2). Three points a round, refilled at the start of the creature's own turn; one action
// at the end of each other combatant's turn; never on its own turn, nor while it cannot act.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options } from "../../src/combat/index.js";
import { validate } from "../../src/validate/index.js";
import { fighter, of, withGeometry, wizard } from "../combat/helpers.js";
import { accept, bought, ruleset, turnOf, windowOf } from "./fixtures/signature.js";

const board = { width: 10, height: 5 };
const LEGEND = "Legend 1";

/** The fighter's turn, then the wizard's, then the legend's; the fighter stands beside the legend. */
function fighterTurn(fn: (s: CombatState) => void = () => {}, onBoard = true): CombatState {
  return turnOf(
    "Fighter",
    { party: [fighter, wizard], enemies: ["monsters/legend"], ...(onBoard ? { board } : { noBoard: true }) },
    (s) => {
      s.order = ["Fighter", "Wizard", LEGEND];
      s.turn = 0;
      if (onBoard) {
        s.combatants["Fighter"]!.at = [3, 2];
        s.combatants["Wizard"]!.at = [0, 0];
        s.combatants[LEGEND]!.at = [4, 2];
      }
      fn(s);
    },
  );
}

const ids = (s: CombatState) => options(ruleset, s).map((o) => o.id);

describe("1.284 signature actions", () => {
  beforeAll(withGeometry);

  it("the examples' ruleset is valid at 1.284", () => {
    expect(validate(ruleset).issues).toEqual([]);
  });

  it("are not on the creature's own turn", () => {
    const s = turnOf(LEGEND, { party: [fighter], enemies: ["monsters/legend"], board }, (x) => {
      x.combatants["Fighter"]!.at = [3, 2];
      x.combatants[LEGEND]!.at = [4, 2];
    });
    expect(ids(s)).toContain("use:action:claw");
    expect(ids(s).filter((id) => id.includes("tail") || id.includes("touch"))).toEqual([]);
  });

  it("are offered when another's turn has ended, before the next begins", () => {
    const r = accept(fighterTurn(), { option: "end" });
    expect(of(r.events, "end-turn").map((e) => e.who)).toEqual(["Fighter"]);
    expect(of(r.events, "turn")).toEqual([]);
    expect(windowOf(r.state)).toMatchObject({ moment: "between-turns", subject: "Fighter", ask: [LEGEND] });
    expect(ids(r.state)).toEqual(["signature:action:tail", "signature:action:touch", "pass"]);
    const tail = options(ruleset, r.state).find((o) => o.id === "signature:action:tail")!;
    // Bought with points: it names no budget of the creature's own.
    expect(tail.budget).toBeUndefined();
    expect(tail.targets?.candidates).toEqual(["Fighter"]);
  });

  it("buying one pays its points, leaves the creature's budgets alone, and the next turn follows", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const r = accept(end.state, { option: "signature:action:tail", targets: ["Fighter"] });
    expect(bought(r.events)).toEqual([
      { t: "signature", who: LEGEND, use: "action:tail", name: "Tail Attack", cost: 1, left: 2 },
    ]);
    expect(of(r.events, "use")).toMatchObject([{ who: LEGEND, name: "Tail Attack", targets: ["Fighter"] }]);
    expect(of(r.events, "attack")).toHaveLength(1);
    expect(of(r.events, "budget").filter((e) => e.who === LEGEND)).toEqual([]);
    expect(r.state.combatants[LEGEND]!.budgets).toEqual({ action: 1, bonus: 1, reaction: 1 });
    expect(r.state.combatants[LEGEND]!.points).toBe(2);
    // One at a time: the window does not ask again; the wizard's turn begins.
    expect(windowOf(r.state)).toBeUndefined();
    expect(of(r.events, "turn").map((e) => e.who)).toEqual(["Wizard"]);
  });

  it("a costlier action waits for enough points, and the points refill at the creature's turn", () => {
    const low = fighterTurn((s) => {
      s.combatants[LEGEND]!.points = 1;
    });
    const end = accept(low, { option: "end" });
    expect(ids(end.state)).toEqual(["signature:action:tail", "pass"]);
    const spent = accept(end.state, { option: "signature:action:tail", targets: ["Fighter"] });
    expect(spent.state.combatants[LEGEND]!.points).toBe(0);
    // At the end of the wizard's turn it has nothing left to spend: no window at all.
    const wizardDone = accept(spent.state, { option: "end" });
    expect(of(wizardDone.events, "window")).toEqual([]);
    expect(wizardDone.state.order[wizardDone.state.turn]).toBe(LEGEND);
    expect(wizardDone.state.combatants[LEGEND]!.points).toBe(3);
  });

  it("are never bought at the end of the creature's own turn", () => {
    const s = turnOf(LEGEND, { party: [fighter], enemies: ["monsters/legend"], board }, (x) => {
      x.combatants["Fighter"]!.at = [3, 2];
      x.combatants[LEGEND]!.at = [4, 2];
    });
    const r = accept(s, { option: "end" });
    expect(of(r.events, "window")).toEqual([]);
    expect(of(r.events, "turn").map((e) => e.who)).toEqual(["Fighter"]);
  });

  it("are not bought while the creature cannot act", () => {
    const paralyzed = fighterTurn((s) => {
      s.combatants[LEGEND]!.conditions.push({ id: "paralyzed" });
    });
    const r = accept(paralyzed, { option: "end" });
    expect(of(r.events, "window")).toEqual([]);
    expect(of(r.events, "turn").map((e) => e.who)).toEqual(["Wizard"]);
  });

  it("letting the window pass spends nothing", () => {
    const end = accept(fighterTurn(), { option: "end" });
    const r = accept(end.state, { option: "pass" });
    expect(of(r.events, "pass")).toEqual([{ t: "pass", who: LEGEND, moment: "between-turns" }]);
    expect(r.state.combatants[LEGEND]!.points).toBeUndefined();
    expect(of(r.events, "turn").map((e) => e.who)).toEqual(["Wizard"]);
  });

  it("a choice the window does not offer is rejected and changes nothing", () => {
    const end = accept(
      fighterTurn((s) => {
        s.combatants[LEGEND]!.points = 1;
      }),
      { option: "end" },
    );
    const before = JSON.stringify(end.state);
    const r = choose(ruleset, end.state, { option: "signature:action:touch", targets: ["Fighter"] });
    expect(r).toMatchObject({ rejected: { code: "unknown-option" } });
    expect(JSON.stringify(end.state)).toBe(before);
  });

  it("without a board a strike is still offered, at anyone", () => {
    const end = accept(
      fighterTurn(() => {}, false),
      { option: "end" },
    );
    const tail = options(ruleset, end.state).find((o) => o.id === "signature:action:tail");
    expect(tail?.targets?.candidates).toEqual(["Fighter", "Wizard"]);
  });
});
