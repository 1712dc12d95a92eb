// 1.257 — grapple: "`lowersRoll` can also list `"also": ["checks", "damage"]`: … its dice are also subtracted from
// someone else's ability check (a contest such as a grapple, …) … when it is made. That use is spent automatically,
// together with the entry's budget, uses and cost, by the first person on the other side whose entry can reach the
// roller, and only when its maximum could turn the roll around: a check that would succeed and could then fail."
// The bundled SRD's grapple, with the bard's Cutting Words: on the goblin's check when it grapples the fighter, and
// on its check holding against the fighter's grapple.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { bard } from "./fixtures/bard.js";

let rules: RulesetDoc;
const FIGHTER = "Bram (Fighter 1)";
const BARD = "Lira";
const GOBLIN = "Goblin 1";

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

function seeded(s: CombatState, draw: number): void {
  const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
  s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
}

function fight(board?: { bard: [number, number] }): CombatState {
  const start = startCombat(rules, {
    seed: 3,
    party: [srd5eCharacter("fighter-1"), bard(5)],
    enemies: ["creatures/goblin"],
    ...(board ? { board: { width: 24, height: 6 } } : { noBoard: true }),
  }).state;
  if (board) {
    start.combatants[BARD]!.at = board.bard;
    start.combatants[FIGHTER]!.at = [2, 2];
    start.combatants[GOBLIN]!.at = [3, 2];
  }
  return start;
}

/** `who` grapples `target`, the generator at `draw`. */
function grapple(start: CombatState, who: string, target: string, draw: number): Step {
  const s = turnIn(start, who, (x) => {
    x.stack = [];
    seeded(x, draw);
  });
  const o = options(rules, s).find((x) => x.kind === "standard" && x.id.startsWith("contest:grapple"))!;
  return acceptIn(rules, s, { option: o.id, targets: [target] });
}

describe("1.257 Cutting Words on a grapple", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  it("the goblin's check that would win is lowered when a d8 could make it lose; the contest is judged on what is left", () => {
    const seen = { turned: 0, held: 0, out: 0 };
    for (let draw = 1; draw <= 80; draw++) {
      const step = grapple(fight(), GOBLIN, FIGHTER, draw);
      const [contest] = of(step.events, "contest");
      const [low] = of(step.events, "lowered");
      if (!low) {
        // Not lowered: the goblin lost anyway, or won by more than a d8 could take back.
        expect(!contest!.won || contest!.attacker.total - 8 > contest!.defender.total).toBe(true);
        seen.out++;
        continue;
      }
      expect(low).toMatchObject({ who: BARD, roller: GOBLIN, kind: "checks", use: "features/cutting-words" });
      // It needed to beat the fighter's total; the log shows what it needed.
      expect(low.against).toBe(contest!.defender.total + 1);
      expect(low.from).toBeGreaterThan(contest!.defender.total);
      expect(low.from - 8).toBeLessThanOrEqual(contest!.defender.total);
      expect(contest!.attacker.total).toBe(low.to);
      expect(contest!.won).toBe(low.to > contest!.defender.total);
      expect(step.state.combatants[FIGHTER]!.conditions.some((c) => c.id === "grappled")).toBe(contest!.won);
      // Logged before the contest, spending the reaction and a use.
      expect(step.events.indexOf(low)).toBeLessThan(step.events.indexOf(contest!));
      expect(step.state.combatants[BARD]!.budgets["reaction"]).toBe(0);
      expect(step.events).toContainEqual({ t: "pay", who: BARD, pool: "Bardic Inspiration", amount: 1 });
      expect(formatEvent(low)).toBe(
        `Lira uses Cutting Words on Goblin 1: 1d8 (${low.dice.total}) off the check, ${low.from} → ${low.to} vs ${low.against}`,
      );
      if (contest!.won) seen.held++;
      else seen.turned++;
    }
    expect(seen.turned).toBeGreaterThan(0);
    expect(seen.held).toBeGreaterThan(0);
    expect(seen.out).toBeGreaterThan(0);
  });

  it("when the fighter grapples, the goblin's check that would hold is the one lowered", () => {
    let lowered = 0;
    for (let draw = 1; draw <= 60; draw++) {
      const step = grapple(fight(), FIGHTER, GOBLIN, draw);
      const [contest] = of(step.events, "contest");
      const [low] = of(step.events, "lowered");
      if (!low) continue;
      lowered++;
      expect(low).toMatchObject({ roller: GOBLIN, kind: "checks", against: contest!.attacker.total });
      expect(contest!.defender.total).toBe(low.to);
      // The fighter's own check is never lowered by his own side.
      expect(of(step.events, "lowered")).toHaveLength(1);
    }
    expect(lowered).toBeGreaterThan(0);
  });

  it("on a board, only when the bard's entry reaches the goblin (60 feet)", () => {
    const count = (bardAt: [number, number]) => {
      let n = 0;
      for (let draw = 1; draw <= 40; draw++)
        n += of(grapple(fight({ bard: bardAt }), GOBLIN, FIGHTER, draw).events, "lowered").length;
      return n;
    };
    expect(count([14, 2])).toBeGreaterThan(0);
    // 75 feet from the goblin.
    expect(count([18, 2])).toBe(0);
  });
});
