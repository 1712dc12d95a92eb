// 1.250 — Cutting Words and Evasion: "An entry's `lowersRoll` is used when someone else's attack hits, on a `hit`
// reaction without `by` (with `for` and `within` to respond on behalf of allies): its `dice`, or one `die` whose size
// is set by a value as with Martial Arts, is subtracted from the roll, which is then compared with the defense
// again; a natural hit still hits. Cutting Words is a free debuff with `{ "on": "hit", "for": "ally", "within": 60 }`
// and the bard's inspiration counter through `usesOf`. A combat condition's or a level's `evasion` names saves:
// against something that deals half on a success, a passed save takes nothing and a failed one only half. Evasion
// is a level on the rogue or monk level with `"evasion": ["dex_save"]`." Both from the bundled SRD.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { useOf } from "../../src/combat/resolve.js";
import { defense } from "../../src/combat/stats.js";
import { expectUse } from "../../src/director/expect.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { bard } from "./fixtures/bard.js";

let rules: RulesetDoc;

const FIGHTER = "Bram (Fighter 1)";
const CUTTING = "react:features/cutting-words";

const BARD = "Lira";

/** `who`'s turn, fresh budgets, the generator at a chosen state. */
function turnOf(state: CombatState, who: string, draw: number): CombatState {
  const s = structuredClone(state);
  s.turn = s.order.indexOf(who);
  s.stack = [];
  const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
  s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

/** The goblin's scimitar on the fighter, with the generator at `draw`. */
function goblinSwings(start: CombatState, draw: number): Step {
  const s = turnOf(start, "Goblin 1", draw);
  s.combatants[FIGHTER]!.hp = 500;
  const o = options(rules, s).find((x) => x.kind === "use" && x.use === "action:scimitar")!;
  return acceptIn(rules, s, { option: o.id, targets: [FIGHTER] });
}

function fight(level = 5, board?: { bard: [number, number]; fighter: [number, number] }): CombatState {
  const start = startCombat(rules, {
    seed: 3,
    party: [srd5eCharacter("fighter-1"), bard(level)],
    enemies: ["creatures/goblin"],
    ...(board ? { board: { width: 24, height: 6 } } : { noBoard: true }),
  }).state;
  if (board) {
    start.combatants[BARD]!.at = board.bard;
    start.combatants[FIGHTER]!.at = board.fighter;
    start.combatants["Goblin 1"]!.at = [board.fighter[0] + 1, board.fighter[1]];
  }
  return start;
}

describe("1.250 Cutting Words", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  it("the bundled SRD validates clean, with Cutting Words and Evasion", () => {
    expect(validate(srd5e).issues).toEqual([]);
    const words = srd5e.catalogs!["features"]!.entries.find((e) => e.id === "cutting-words")!;
    expect((words as { mechanics?: unknown }).mechanics).toMatchObject({
      reaction: { on: "hit", for: "ally", within: 60 },
      usesOf: "Bardic Inspiration",
      lowersRoll: {
        die: {
          table: [
            [1, 6],
            [5, 8],
            [10, 10],
            [15, 12],
          ],
        },
      },
    });
  });

  it("the bard is asked when an ally is hit; the die comes off the roll, which is compared again", () => {
    const seen = { turned: 0, held: 0, crit: 0 };
    for (let draw = 1; draw <= 60; draw++) {
      const step = goblinSwings(fight(), draw);
      const window = windowOf(step.state);
      const [attack] = of(step.events, "attack");
      if (attack) {
        // A miss asks no one, and a natural hit (a critical) asks no one either: it still hits.
        expect(window).toBeUndefined();
        if (attack.result === "critical") seen.crit++;
        continue;
      }
      expect(window).toMatchObject({ moment: "hit", subject: "Goblin 1", about: FIGHTER, ask: [BARD] });
      const menu = options(rules, step.state);
      const words = menu.find((o) => o.use === "features/cutting-words")!;
      expect(words.id).toBe(CUTTING);
      // Aimed at the attacker, whose roll it lowers.
      expect(words.targets?.candidates).toEqual(["Goblin 1"]);
      const after = acceptIn(rules, step.state, { option: CUTTING, targets: ["Goblin 1"] });
      const [lowered] = of(after.events, "lowered");
      const [rolled] = of(after.events, "attack");
      expect(lowered).toMatchObject({ who: BARD, roller: "Goblin 1", kind: "attacks", use: "features/cutting-words" });
      // A 5th-level bard's die is a d8.
      expect(lowered!.dice.expr).toBe("1d8");
      expect(lowered!.to).toBe(lowered!.from - lowered!.dice.total);
      expect(rolled!.total).toBe(lowered!.to);
      expect(rolled!.result).toBe(lowered!.to >= rolled!.defense ? "hit" : "miss");
      expect(of(after.events, "damage").some((d) => d.who === FIGHTER)).toBe(rolled!.result === "hit");
      if (rolled!.result === "miss") seen.turned++;
      else seen.held++;
      // One use of Bardic Inspiration and the reaction spent.
      const me = after.state.combatants[BARD]!;
      expect(me.budgets["reaction"]).toBe(0);
      expect(after.events).toContainEqual({ t: "pay", who: BARD, pool: "Bardic Inspiration", amount: 1 });
      expect(formatEvent(lowered!)).toMatch(
        /Lira uses Cutting Words on Goblin 1: 1d8 \(\d\) off the attack roll, \d+ → -?\d+/,
      );
    }
    expect(seen.turned).toBeGreaterThan(0);
    expect(seen.held).toBeGreaterThan(0);
  });

  it("the die grows with the bard's level (Martial Arts-style sizing): a d6 at 1st, a d12 at 15th", () => {
    for (const [level, die] of [
      [1, "1d6"],
      [15, "1d12"],
    ] as const) {
      for (let draw = 1; draw <= 40; draw++) {
        const step = goblinSwings(fight(level), draw);
        if (!windowOf(step.state)) continue;
        const after = acceptIn(rules, step.state, { option: CUTTING, targets: ["Goblin 1"] });
        expect(of(after.events, "lowered")[0]!.dice.expr).toBe(die);
        break;
      }
    }
  });

  it("on a board, only for an ally within 60 feet of the bard", () => {
    const hits = (start: CombatState) => {
      for (let draw = 1; draw <= 40; draw++) {
        const step = goblinSwings(start, draw);
        if (windowOf(step.state) || of(step.events, "attack")[0]!.result !== "miss") return step;
      }
      throw new Error("no hit");
    };
    const near = hits(fight(5, { bard: [2, 2], fighter: [13, 2] }));
    expect(windowOf(near.state)?.ask).toEqual([BARD]);
    const far = hits(fight(5, { bard: [0, 2], fighter: [14, 2] }));
    // 70 feet away: not asked, and the hit lands.
    expect(windowOf(far.state)).toBeUndefined();
    expect(of(far.events, "attack")[0]!.result).not.toBe("miss");
  });

  it("the director lowers a roll its die can turn, and lets pass one it cannot", () => {
    const decided = { lowered: 0, passed: 0 };
    for (let draw = 1; draw <= 150; draw++) {
      // A 1st-level bard: a d6.
      const step = goblinSwings(fight(1), draw);
      const window = windowOf(step.state);
      if (!window) continue;
      const act = step.state.stack.at(-2);
      if (act?.kind !== "act") continue;
      const roll = Object.values(act.rolls)[0]!;
      // How far the roll must come down: a d6 always turns 1, never more than 6.
      const need = roll.total - defense(rules, step.state, step.state.combatants[FIGHTER]!) + 1;
      const choice = direct(rules, step.state).option;
      if (need <= 2) {
        expect(choice).toBe(CUTTING);
        decided.lowered++;
      } else if (need > 6) {
        expect(choice).toBe("pass");
        decided.passed++;
      }
      // Its worth: the chance of turning the roll, times the blow kept off.
      const scene = makeScene(rules, step.state, options(rules, step.state));
      const goblin = step.state.combatants["Goblin 1"]!;
      const e = expectUse(scene, goblin, useOf(scene.ctx, "Goblin 1", act.use), step.state.combatants[FIGHTER]!, {
        decided: { critical: false },
      });
      expect(e.hitMean).toBeGreaterThan(0);
    }
    expect(decided.lowered).toBeGreaterThan(0);
    expect(decided.passed).toBeGreaterThan(0);
  });
});

describe("1.250 Evasion", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  const WIZARD = "Emrys (Wizard 1)";
  const ROGUE = "Corin (Rogue 5)";
  const rogue = (level: number): SheetData => {
    const sheet = srd5eCharacter("rogue-5");
    return { ...sheet, fields: { ...sheet.fields, level: level, level_rogue: level } };
  };
  const start = (level: number) =>
    startCombat(rules, { seed: 3, party: [srd5eCharacter("wizard-1")], enemies: [rogue(level)], noBoard: true }).state;
  const burn = (state: CombatState, draw: number) => {
    const s = turnOf(state, WIZARD, draw);
    s.combatants[ROGUE]!.hp = 500;
    const o = options(rules, s).find((x) => x.use === "spells/burning-hands")!;
    return acceptIn(rules, s, { option: o.id, targets: [ROGUE] });
  };

  it("a 7th-level rogue's passed Dexterity save against Burning Hands takes nothing, a failed one half", () => {
    const seen = { passed: 0, failed: 0 };
    for (let draw = 1; draw <= 30; draw++) {
      const step = burn(start(7), draw);
      const [save] = of(step.events, "save");
      const damage = of(step.events, "damage").filter((d) => d.who === ROGUE);
      const [evaded] = of(step.events, "evasion");
      expect(evaded).toMatchObject({
        who: ROGUE,
        save: "dex_save",
        use: "spells/burning-hands",
        success: save!.success,
      });
      if (save!.success) {
        seen.passed++;
        expect(damage).toEqual([]);
        expect(step.state.combatants[ROGUE]!.hp).toBe(500);
        expect(formatEvent(evaded!)).toBe("Corin (Rogue 5) evades: the save succeeded, no damage");
      } else {
        seen.failed++;
        expect(damage).toHaveLength(1);
        expect(damage[0]!.why).toBe("halved");
        expect(damage[0]!.taken).toBe(Math.floor(damage[0]!.rolled / 2));
        expect(formatEvent(evaded!)).toBe("Corin (Rogue 5) evades: the save failed, only half the damage");
      }
    }
    expect(seen.passed).toBeGreaterThan(0);
    expect(seen.failed).toBeGreaterThan(0);
  });

  it("below 7th level a passed save still takes half, a failed one all of it", () => {
    for (let draw = 1; draw <= 20; draw++) {
      const step = burn(start(5), draw);
      const [save] = of(step.events, "save");
      const [damage] = of(step.events, "damage").filter((d) => d.who === ROGUE);
      expect(of(step.events, "evasion")).toEqual([]);
      expect(damage!.why === "halved").toBe(save!.success);
    }
  });

  it("the director expects less from a save-for-half against a creature with evasion", () => {
    const expected = (level: number) => {
      const s = turnOf(start(level), WIZARD, 1);
      const scene = makeScene(rules, s, options(rules, s));
      const use = useOf(scene.ctx, WIZARD, "spells/burning-hands");
      return expectUse(scene, s.combatants[WIZARD]!, use, s.combatants[ROGUE]!);
    };
    const plain = expected(5);
    const evading = expected(7);
    expect(evading.land).toBeCloseTo(plain.land);
    expect(evading.half).toBe(0);
    expect(evading.hitMean).toBeCloseTo(plain.hitMean / 2);
    expect(evading.damage).toBeCloseTo(plain.land * (plain.hitMean / 2));
    expect(evading.damage).toBeLessThan(plain.damage);
  });

  it("evasion names saves of the sheet", () => {
    const doc = structuredClone(srd5e) as unknown as { combat: { levels: Record<string, unknown>[] } };
    doc.combat.levels.push({ derived: "rogue_level", at: 7, evasion: ["luck_save"] });
    expect(validate(doc).issues).toContainEqual(
      expect.objectContaining({ path: expect.stringMatching(/levels\[\d+\]\.evasion\[0\]$/) }),
    );
  });
});

describe("1.250 rejections", () => {
  type Doc = { catalogs: Record<string, { entries: { id: string; mechanics?: Record<string, unknown> }[] }> };
  const withWords = (change: (m: Record<string, unknown>) => void) => {
    const doc = structuredClone(srd5e) as unknown as Doc;
    const words = doc.catalogs["features"]!.entries.find((e) => e.id === "cutting-words")!;
    change(words.mechanics!);
    return validate(doc).issues;
  };
  const refused = (issues: ReturnType<typeof validate>["issues"], path: RegExp) =>
    expect(issues).toContainEqual(expect.objectContaining({ code: "not-allowed", path: expect.stringMatching(path) }));

  it("lowersRoll only on a hit reaction without by", () => {
    refused(
      withWords((m) => {
        m["reaction"] = { on: "harmed" };
      }),
      /cutting-words.*lowersRoll$|lowersRoll$/,
    );
    refused(
      withWords((m) => {
        m["reaction"] = { on: "hit", by: "self" };
      }),
      /lowersRoll$/,
    );
  });

  it("lowersRoll subtracts its dice or one die, exactly one", () => {
    refused(
      withWords((m) => {
        m["lowersRoll"] = {};
      }),
      /lowersRoll$/,
    );
    refused(
      withWords((m) => {
        m["lowersRoll"] = { dice: "1d6", die: { from: { field: "level_bard" }, table: [[1, 6]] } };
      }),
      /lowersRoll$/,
    );
  });

  it("for and within only on a hit reaction without by; within only with for", () => {
    refused(
      withWords((m) => {
        m["reaction"] = { on: "harmed", for: "ally" };
        delete m["lowersRoll"];
      }),
      /reaction\.for$/,
    );
    refused(
      withWords((m) => {
        m["reaction"] = { on: "hit", within: 60 };
      }),
      /reaction\.within$/,
    );
  });
});
