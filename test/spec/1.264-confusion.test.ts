// 1.264 — Confusion. "`table` is rolled once at the start of each of the holder's turns, `{dice, rows: [{atMost,
// does}]}`, and the first row whose `atMost` the roll does not exceed decides the turn: `wander` walks its full speed
// in a direction picked by a d8 and ends the turn; `nothing` ends the turn; `strike` allows only a melee attack
// against one creature within reach picked by the dice (friend or foe; nothing if no one is there); and `normal`,
// like a roll above every row, leaves the turn as it is. The log shows the roll as a `compelled` event, and any
// other action is rejected as `compelled`." The bundled SRD's Confusion (d10: 1 wander, 2–6 nothing, 7–8 strike,
// 9–10 normal) cast by a wizard on two goblins standing side by side, each goblin turn tried over many dice.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, choose, formatEvent, namesFor, options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { compelledEvents, knowing, landing, onBoard, reseeded, srd, WIZARD } from "./fixtures/compelled.js";

let rules: RulesetDoc;
const G1 = "Goblin 1";
const G2 = "Goblin 2";
type Compelled = Extract<CombatEvent, { t: "compelled" }>;

/** Goblin 1's turns after the wizard's Confusion caught both goblins, one per seed, by what its roll made of it. */
const turns = new Map<string, { state: CombatState; events: readonly CombatEvent[]; roll: Compelled }[]>();

beforeAll(async () => {
  await withGeometry();
  rules = srd();
  const wizard = knowing("wizard-5", ["spells/confusion"]);
  const s = onBoard(rules, { party: [wizard], enemies: ["creatures/goblin", "creatures/goblin"] }, WIZARD, {
    [WIZARD]: [2, 5],
    [G1]: [10, 5],
    [G2]: [11, 5],
  });
  s.combatants[WIZARD]!.pools["slot_4"] = 1;
  const cast = landing(rules, s, "spells/confusion", [10, 5], G1, "confused");
  for (let seed = 1; seed <= 120; seed++) {
    const step = endUntilIn(rules, { state: reseeded(cast.state, seed), events: [] }, G1);
    const roll = compelledEvents(step.events).find((e) => e.who === G1) as Compelled | undefined;
    if (!roll || !step.state.combatants[G1]!.conditions.some((c) => c.id === "confused")) continue;
    turns.set(roll.does, [...(turns.get(roll.does) ?? []), { ...step, roll }]);
  }
});

describe("1.264 Confusion: a table rolled at the start of each turn", () => {
  it("logs each roll as a compelled event, its row the first the roll does not exceed", () => {
    expect([...turns.keys()].sort()).toEqual(["normal", "nothing", "strike", "wander"]);
    for (const [does, list] of turns)
      for (const { roll } of list) {
        const row = roll.roll <= 1 ? "wander" : roll.roll <= 6 ? "nothing" : roll.roll <= 8 ? "strike" : "normal";
        expect(does).toBe(row);
        expect(roll.roll).toBeGreaterThanOrEqual(1);
        expect(roll.roll).toBeLessThanOrEqual(10);
      }
  });

  it("nothing: only ending the turn; anything else is rejected as compelled", () => {
    const { state } = turns.get("nothing")![0]!;
    expect(options(rules, state).map((o) => o.id)).toEqual(["end"]);
    const r = choose(rules, state, { option: "use:action:shortbow", targets: [WIZARD] });
    expect("rejected" in r && r.rejected.code).toBe("compelled");
    expect(direct(rules, state)).toEqual({ option: "end" });
  });

  it("wander: walks straight on in the d8's direction with its whole speed, then only ends the turn", () => {
    for (const { state, events, roll } of turns.get("wander")!) {
      expect(roll.direction).toMatch(/^(north|south|east|west|north-east|north-west|south-east|south-west)$/);
      const walk = events.find((e) => e.t === "move" && e.who === G1);
      if (walk?.t === "move") {
        const [a, b] = walk.path;
        const dx = b![0] - a![0];
        const dy = b![1] - a![1];
        walk.path.forEach((c, i) => {
          expect(c).toEqual([a![0] + dx * i, a![1] + dy * i]);
        });
      }
      expect(options(rules, state).map((o) => o.id)).toEqual(["end"]);
    }
    expect(formatEvent(turns.get("wander")![0]!.roll, namesFor(rules, turns.get("wander")![0]!.state))).toMatch(
      /^Goblin 1 is compelled by confused \(rolled 1\): wanders (north|south|east|west)/,
    );
  });

  it("strike: only a melee attack on the one creature within reach the dice picked, friend or foe", () => {
    const { state, roll } = turns.get("strike")![0]!;
    // The only one within the goblin's reach is the other goblin.
    expect(roll.target).toBe(G2);
    const menu = options(rules, state);
    expect(menu.map((o) => o.id).sort()).toEqual(["end", "use:action:scimitar"]);
    expect(menu.find((o) => o.id === "use:action:scimitar")!.targets!.candidates).toEqual([G2]);
    const bow = choose(rules, state, { option: "use:action:shortbow", targets: [WIZARD] });
    expect("rejected" in bow && bow.rejected.code).toBe("compelled");
    const r = acceptIn(rules, state, { option: "use:action:scimitar", targets: [G2] });
    expect(r.events.some((e) => e.t === "attack" && e.target === G2)).toBe(true);
    expect(formatEvent(roll, namesFor(rules, state))).toMatch(/may only strike Goblin 2 in melee$/);
  });

  it("normal: the turn is the goblin's own", () => {
    const { state } = turns.get("normal")![0]!;
    const ids = options(rules, state).map((o) => o.id);
    expect(ids).toContain("use:action:shortbow");
    expect(ids).toContain("move");
  });
});

describe("1.264 tables: a roll above every row, and a strike with no one within reach", () => {
  // A table of one row, in the manner of Mindfire's: 1 on a d4 strikes, anything above the row is a normal turn.
  const LASHING = {
    id: "lashing",
    label: "Lashing out",
    behavior: { table: { dice: "1d4", rows: [{ atMost: 1, does: "strike" }] } },
  };
  let lashing: RulesetDoc;
  let start: CombatState;
  beforeAll(() => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: object[] } };
    doc.combat.conditions.push(LASHING);
    lashing = loadedDoc(doc);
    // The goblin stands alone, far from the wizard.
    start = onBoard(lashing, { party: [srd5eCharacter("wizard-5")], enemies: ["creatures/goblin"] }, WIZARD, {
      [WIZARD]: [2, 5],
      [G1]: [12, 5],
    });
    start.combatants[G1]!.conditions.push({ id: "lashing", source: WIZARD });
  });

  it("a roll above every row leaves the turn as it is; a strike with no one in reach leaves only ending it", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40 && seen.size < 2; seed++) {
      const step = endUntilIn(lashing, { state: reseeded(start, seed), events: [] }, G1);
      const roll = compelledEvents(step.events).find((e) => e.who === G1) as Compelled;
      seen.add(roll.does);
      const ids = options(lashing, step.state).map((o) => o.id);
      if (roll.roll === 1) {
        expect(roll).toMatchObject({ does: "strike" });
        expect(roll.target).toBeUndefined();
        expect(ids).toEqual(["end"]);
        expect(formatEvent(roll, namesFor(lashing, step.state))).toBe(
          "Goblin 1 is compelled by lashing (rolled 1): has no one within reach to strike",
        );
      } else {
        expect(roll.does).toBe("normal");
        expect(ids).toContain("use:action:shortbow");
      }
    }
    expect(seen).toEqual(new Set(["strike", "normal"]));
  });
});
