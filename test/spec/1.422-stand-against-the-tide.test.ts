// 1.422 — Stand Against the Tide: "`"missed": true` narrows it to attacks that missed the holder, and `"blow"` limits
// it to melee or ranged attacks. ... Its `"redirects": true`, used with an attacked moment that has `missed` and
// `"at": "chosen"`, makes the one who missed make the same attack again against a creature the holder chooses, which
// can never be the holder itself and must be within that attack's reach or range. ... Stand Against the Tide uses
// `{"on": "attacked", "missed": true, "blow": "melee", "at": "chosen"}`, `redirects` and `"targets": "any"`." Played
// with the bundled SRD: a Hunter ranger of level 15 (the level-5 sheet with the feature), a fighter beside it, and
// goblins.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatState,
  Fight,
  formatEvent,
  namesFor,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

let rules: RulesetDoc;
const RANGER = "Tavi (Ranger 5)";
const FIGHTER = "Oska (Fighter 3)";
const TIDE = "react:features/stand-against-the-tide";

function ranger(): SheetData {
  const sheet = srd5eCharacter("ranger-5");
  return {
    ...sheet,
    fields: { ...sheet.fields, level_ranger: 15 },
    lists: { ...sheet.lists, features: [{ entry: "features/stand-against-the-tide" }] },
  };
}

/**
 * On a board: the ranger at (2,2) with Goblin 1 beside it at (3,2), Goblin 2 beside Goblin 1 at (4,2), the fighter
 * beside Goblin 1 at (3,3), Goblin 3 far off at (9,2). `fn` adjusts the state.
 */
function fight(draw: number, board = true, fn: (s: CombatState) => void = () => {}): CombatState {
  const { state } = startCombat(rules, {
    seed: 11,
    party: [ranger(), srd5eCharacter("fighter-3")],
    enemies: [{ creature: "creatures/goblin", count: 3 }],
    ...(board ? { board: { width: 12, height: 6 } } : { noBoard: true }),
  });
  return turnIn(state, "Goblin 1", (s) => {
    if (board) {
      s.combatants[RANGER]!.at = [2, 2];
      s.combatants["Goblin 1"]!.at = [3, 2];
      s.combatants["Goblin 2"]!.at = [4, 2];
      s.combatants[FIGHTER]!.at = [3, 3];
      s.combatants["Goblin 3"]!.at = [9, 2];
    }
    for (const c of Object.values(s.combatants)) c.hp = 100;
    const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
    s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
    fn(s);
  });
}

/** `by` attacks the ranger with `use` until it hits or misses as asked. */
function attackBy(by: string, use: string, hit: boolean, board = true, fn: (s: CombatState) => void = () => {}): Step {
  for (let draw = 1; draw < 300; draw++) {
    const s = fight(draw, board, fn);
    s.turn = s.order.indexOf(by);
    const step = accept(rules, s, { option: `use:${use}`, targets: [RANGER] });
    const attack = of(step.events, "attack").find((a) => a.who === by);
    if (attack && (attack.result !== "miss") === hit) return step;
  }
  throw new Error(`${by} never ${hit ? "hit" : "missed"}`);
}

const tide = (s: CombatState) => options(rules, s).find((o) => o.id === TIDE);
const candidates = (s: CombatState) => {
  const o = tide(s);
  return o?.kind === "use" ? [...(o.targets?.candidates ?? [])].sort() : undefined;
};

describe("1.422 Stand Against the Tide: a missed melee attack made again at a creature the holder chooses", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  it("a goblin's scimitar that missed: offered at whoever that scimitar reaches, never the ranger nor the goblin", () => {
    const step = attackBy("Goblin 1", "action:scimitar", false);
    expect(windowOf(step.state)).toMatchObject({ moment: "attacked", missed: true, ask: [RANGER] });
    // Goblin 3 stands beyond the scimitar's reach.
    expect(candidates(step.state)).toEqual([FIGHTER, "Goblin 2"].sort());
  });

  it("chosen: the goblin makes the same attack again at Goblin 2, paying nothing more", () => {
    const step = attackBy("Goblin 1", "action:scimitar", false);
    const budgets = { ...step.state.combatants["Goblin 1"]!.budgets };
    const r = accept(rules, step.state, { option: TIDE, targets: ["Goblin 2"] });
    expect(of(r.events, "redirected")).toEqual([
      {
        t: "redirected",
        who: RANGER,
        attacker: "Goblin 1",
        target: "Goblin 2",
        name: "Scimitar",
        by: "Superior Hunter's Defense: Stand Against the Tide",
      },
    ]);
    const again = of(r.events, "attack").filter((a) => a.who === "Goblin 1");
    expect(again.map((a) => a.target)).toEqual(["Goblin 2"]);
    // Same attack: the scimitar's bonus (+4) against Goblin 2's defense.
    expect(again[0]!.bonus).toBe(4);
    expect(r.state.combatants["Goblin 1"]!.budgets).toEqual(budgets);
    expect(r.state.combatants[RANGER]!.budgets.reaction).toBe(0);
    const dealt = of(r.events, "damage").filter((d) => d.who === "Goblin 2");
    expect(dealt.length > 0).toBe(again[0]!.result !== "miss");
    expect(windowOf(r.state)).toBeUndefined();
    expect(r.state.order[r.state.turn]).toBe("Goblin 1");
  });

  it("a fight saved while the window waits resumes, and the turn is taken from there", () => {
    const step = attackBy("Goblin 1", "action:scimitar", false);
    const saved: CombatState = JSON.parse(JSON.stringify(step.state));
    // A saved fight keeps health within each maximum (this scene raised it).
    for (const c of Object.values(saved.combatants)) c.maxHp = Math.max(c.maxHp, c.hp);
    const fight = Fight.resume(rules, saved);
    const next = fight.choose({ option: TIDE, targets: ["Goblin 2"] });
    expect(next.rejected).toBeUndefined();
    expect(next.log.some((e) => e.t === "redirected")).toBe(true);
  });

  it("an attack that hit is not turned", () => {
    const step = attackBy("Goblin 1", "action:scimitar", true);
    expect(tide(step.state)).toBeUndefined();
  });

  it("blow melee: a shortbow that missed is not turned", () => {
    const step = attackBy("Goblin 3", "action:shortbow", false);
    expect(tide(step.state)).toBeUndefined();
  });

  it("without a board, anyone but the ranger and the attacker may be chosen", () => {
    const step = attackBy("Goblin 1", "action:scimitar", false, false);
    expect(candidates(step.state)).toEqual([FIGHTER, "Goblin 2", "Goblin 3"].sort());
  });

  it("the director turns the blow on a foe, never on the fighter", () => {
    const step = attackBy("Goblin 1", "action:scimitar", false);
    expect(direct(rules, step.state)).toEqual({ option: TIDE, targets: ["Goblin 2"] });
  });

  it("with only the fighter within the scimitar's reach, the director lets it pass", () => {
    const step = attackBy("Goblin 1", "action:scimitar", false, true, (s) => {
      s.combatants["Goblin 2"]!.at = [8, 4];
    });
    expect(candidates(step.state)).toEqual([FIGHTER]);
    expect(direct(rules, step.state)).toEqual({ option: "pass" });
  });

  it("the text log words the turn plainly", () => {
    const step = attackBy("Goblin 1", "action:scimitar", false);
    const r = accept(rules, step.state, { option: TIDE, targets: ["Goblin 2"] });
    const names = namesFor(rules, r.state);
    expect(r.events.map((e) => formatEvent(e, names))).toContain(
      `${RANGER} turns Goblin 1's Scimitar on Goblin 2 (Superior Hunter's Defense: Stand Against the Tide)`,
    );
  });
});
