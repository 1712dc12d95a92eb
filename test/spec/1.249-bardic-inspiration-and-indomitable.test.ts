// 1.249 — Rescues after the roll: "an attacks, saves or checks change with `rescue: true` is held back from the roll
// at first: only when its holder's own roll falls short, and its maximum could make up the difference, is it rolled
// and added, and the condition it comes from is used up. When it could not turn the roll around, it is kept. … A
// natural miss is never rescued. An entry's `rescue` takes it off the menu: it is used up, together with its uses
// and its cost, when its holder's own roll of that kind has failed. `reroll` rerolls the save and the new result
// stands (Indomitable; Diamond Soul); `success` turns a miss into a hit and a failed check into a success (Stroke
// of Luck). Held-back changes are tried first." Bardic Inspiration (a condition per die size), Guidance (checks)
// and Resistance (saves); Indomitable and Stroke of Luck from the bundled SRD, Diamond Soul on a ki pool.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  choose,
  formatEvent,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { harmPerRound } from "../../src/director/consider/conditions.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

type Doc = {
  combat: { conditions: Record<string, unknown>[] };
  sheet: { live: { pools: Record<string, unknown>[] } };
  catalogs: Record<string, { entries: Record<string, unknown>[] }>;
};

/** The bundled SRD with Bardic Inspiration (a d6 and a d10 condition, each on attacks, saves and checks, given by
 * a bonus-action feature) and Diamond Soul (a save reroll costing one ki). */
function rulesDoc(): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  // The SRD's Bardic Inspiration conditions (one per die, 1.256) are the d6 and d10 used here.
  // A fixed ki pool in place of the SRD's own (which grows with monk levels this scenario's sheets do not have).
  doc.sheet.live.pools = doc.sheet.live.pools.filter((p) => p.id !== "ki");
  doc.sheet.live.pools.push({ id: "ki", label: "Ki", max: 5, recharge: { rests: ["short", "long"] } });
  // The scenario's Bardic Inspiration, a bonus action that inspires, in place of the SRD's counter row.
  const features = doc.catalogs["features"]!;
  features.entries = features.entries.filter((e) => e.id !== "bardic-inspiration");
  features.entries.push(
    {
      id: "bardic-inspiration",
      name: "Bardic Inspiration",
      mechanics: {
        kind: "buff",
        budget: "bonus",
        range: 60,
        targets: "ally",
        applies: [{ condition: "bardic-inspiration-d6", duration: { rounds: 100 } }],
      },
    },
    {
      id: "diamond-soul",
      name: "Diamond Soul",
      mechanics: {
        kind: "utility",
        free: true,
        range: "self",
        targets: "self",
        rescue: { roll: "saves", by: "reroll" },
        cost: { pool: "ki" },
      },
    },
  );
  return doc;
}

let ruleset: RulesetDoc;

function accept(rules: RulesetDoc, state: CombatState, choice: Parameters<typeof choose>[2]): Step {
  const r = choose(rules, state, choice);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

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

const FIGHTER = "Bram (Fighter 1)";
const CLERIC = "Hale (Cleric 1)";

/** A sheet with more entries in its features list and fields changed. */
function withFeatures(id: string, features: string[], fields: Record<string, number> = {}): SheetData {
  const sheet = structuredClone(srd5eCharacter(id)!);
  const lists = {
    ...sheet.lists,
    features: [...(sheet.lists?.["features"] ?? []), ...features.map((entry) => ({ entry }))],
  };
  return { ...sheet, lists, fields: { ...sheet.fields, ...fields } };
}

/** The fighter holding `condition`, through the cleric's Bardic Inspiration (or directly for another die). */
function inspired(condition = "bardic-inspiration-d6"): CombatState {
  const cleric = withFeatures("cleric-1", ["features/bardic-inspiration"]);
  const start = startCombat(ruleset, {
    seed: 3,
    party: [srd5eCharacter("fighter-1")!, cleric],
    enemies: ["creatures/goblin"],
    noBoard: true,
  }).state;
  const s = turnOf(start, CLERIC, 1);
  if (condition === "bardic-inspiration-d6") {
    const o = options(ruleset, s).find((x) => x.use === "features/bardic-inspiration")!;
    expect(o.targets?.candidates).toContain(FIGHTER);
    return accept(ruleset, s, { option: o.id, targets: [FIGHTER] }).state;
  }
  s.combatants[FIGHTER]!.conditions.push({ id: condition, source: CLERIC });
  return s;
}

/** The fighter's greatsword on the goblin with the generator at `draw`. */
function swing(state: CombatState, draw: number) {
  const s = turnOf(state, FIGHTER, draw);
  s.combatants["Goblin 1"]!.hp = 500;
  const o = options(ruleset, s).find((x) => x.kind === "use" && x.use === "items/greatsword")!;
  const r = accept(ruleset, s, { option: o.id, targets: ["Goblin 1"] });
  return { events: r.events, after: r.state.combatants[FIGHTER]!, attack: of(r.events, "attack")[0]! };
}

describe("1.249 rescues after the roll", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(rulesDoc());
  });

  it("the bundled SRD (Guidance, Resistance, Indomitable, Stroke of Luck) validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("a rescue change is only on an attacks, saves or checks change; an entry's rescue names a roll and a way", () => {
    const doc = rulesDoc();
    doc.combat.conditions.push({ id: "odd", label: "Odd", modifiers: [{ to: "defense", flat: 1, rescue: true }] });
    expect(validate(doc).issues).toContainEqual(
      expect.objectContaining({ code: "not-allowed", path: expect.stringMatching(/modifiers\[0\]\.rescue$/) }),
    );
    const bad = rulesDoc();
    const soul = bad.catalogs["features"]!.entries.at(-1)!;
    (soul["mechanics"] as Record<string, unknown>)["rescue"] = { roll: "damage", by: "reroll" };
    expect(validate(bad).issues.map((i) => i.path)).toContainEqual(expect.stringMatching(/rescue\.roll$/));
  });

  it("Bardic Inspiration is held back: a hit or a miss by more than its die keeps it, a near miss spends it", () => {
    const seen = { hit: 0, far: 0, near: 0 };
    for (let draw = 1; draw <= 60; draw++) {
      const { events, after, attack } = swing(inspired(), draw);
      const held = after.conditions.some((c) => c.id === "bardic-inspiration-d6");
      const rescue = of(events, "rescue");
      // The die is never part of the roll itself.
      expect(attack.total).toBe(attack.d20.natural + attack.bonus);
      if (attack.result !== "miss") {
        seen.hit++;
        expect(rescue).toEqual([]);
        expect(held).toBe(true);
      } else if (attack.d20.natural === 1 || attack.total + 6 < attack.defense) {
        seen.far++;
        expect(rescue).toEqual([]);
        expect(held).toBe(true);
      } else {
        seen.near++;
        const [r] = rescue;
        expect(r).toMatchObject({
          who: FIGHTER,
          kind: "attacks",
          how: "die",
          from: attack.total,
          against: attack.defense,
        });
        expect(r!.to).toBe(attack.total + r!.dice!.total);
        expect(r!.success).toBe(r!.to >= attack.defense);
        expect(held).toBe(false);
        // A rescued miss deals the blow.
        expect(of(events, "damage").length > 0).toBe(r!.success);
        expect(formatEvent(r!)).toMatch(
          /adds Bardic Inspiration \(d6\) \(1d6: \d\) to the attack roll: \d+ → \d+ vs \d+/,
        );
      }
    }
    expect(seen.hit).toBeGreaterThan(0);
    expect(seen.far).toBeGreaterThan(0);
    expect(seen.near).toBeGreaterThan(0);
  });

  it("a bigger die rescues a bigger shortfall (a d10 held back)", () => {
    let rescued = 0;
    for (let draw = 1; draw <= 60; draw++) {
      const { events, attack } = swing(inspired("bardic-inspiration-d10"), draw);
      const short = attack.defense - attack.total;
      if (attack.result === "miss" && attack.d20.natural !== 1 && short > 6 && short <= 10) {
        expect(of(events, "rescue")).toHaveLength(1);
        rescued++;
      }
    }
    expect(rescued).toBeGreaterThan(0);
  });

  it("Resistance rescues a save (the goblin's against Sacred Flame); Guidance a check (the fighter's grapple)", () => {
    let saves = 0;
    for (let draw = 1; draw <= 40; draw++) {
      const start = startCombat(ruleset, {
        seed: 3,
        party: [srd5eCharacter("cleric-1")!],
        enemies: ["creatures/goblin"],
        noBoard: true,
      }).state;
      const s = turnOf(start, CLERIC, draw);
      s.combatants["Goblin 1"]!.conditions.push({ id: "resisting" });
      s.combatants["Goblin 1"]!.hp = 500;
      const o = options(ruleset, s).find((x) => x.use === "spells/sacred-flame")!;
      const r = accept(ruleset, s, { option: o.id, targets: ["Goblin 1"] });
      const save = of(r.events, "save")[0]!;
      const rescue = of(r.events, "rescue");
      if (!save.success && save.total + 4 >= save.difficulty) {
        saves++;
        expect(rescue[0]).toMatchObject({ who: "Goblin 1", kind: "saves", how: "die", against: save.difficulty });
        expect(r.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "resisting")).toBe(false);
        // A save rescued takes no damage from Sacred Flame (no damage on a success).
        if (rescue[0]!.success) expect(of(r.events, "damage")).toEqual([]);
      } else expect(rescue).toEqual([]);
    }
    expect(saves).toBeGreaterThan(0);
    let checks = 0;
    for (let draw = 1; draw <= 40; draw++) {
      const s = turnOf(inspired("guided"), FIGHTER, draw);
      const o = options(ruleset, s).find((x) => x.kind === "standard" && x.action === "grapple")!;
      const r = accept(ruleset, s, { option: o.id, targets: ["Goblin 1"] });
      const contest = of(r.events, "contest")[0]!;
      const rescue = of(r.events, "rescue");
      const short = contest.defender.total + 1 - contest.attacker.total;
      if (!contest.won && short <= 4) {
        checks++;
        expect(rescue[0]).toMatchObject({ who: FIGHTER, kind: "checks", against: contest.defender.total + 1 });
        const grappled = r.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "grappled");
        expect(grappled).toBe(rescue[0]!.success);
      } else expect(rescue).toEqual([]);
    }
    expect(checks).toBeGreaterThan(0);
  });

  it("Indomitable is off the menu, and rerolls a failed save once, spending its use; the new roll stands", () => {
    const fighter = withFeatures("fighter-1", ["features/indomitable"], { level: 9, level_fighter: 9 });
    const start = startCombat(ruleset, {
      seed: 3,
      party: [srd5eCharacter("cleric-1")!],
      enemies: [fighter],
      noBoard: true,
    }).state;
    expect(start.combatants[FIGHTER]!.pools["indomitable"]).toBe(1);
    const mine = turnOf(start, FIGHTER, 1);
    expect(options(ruleset, mine).some((o) => o.use === "features/indomitable")).toBe(false);
    let rerolled = 0;
    for (let draw = 1; draw <= 30; draw++) {
      const s = turnOf(start, CLERIC, draw);
      s.combatants[FIGHTER]!.hp = 500;
      const o = options(ruleset, s).find((x) => x.use === "spells/sacred-flame")!;
      const r = accept(ruleset, s, { option: o.id, targets: [FIGHTER] });
      const [save] = of(r.events, "save");
      const rescue = of(r.events, "rescue");
      if (save!.success) {
        expect(rescue).toEqual([]);
        continue;
      }
      rerolled++;
      expect(rescue[0]).toMatchObject({ who: FIGHTER, kind: "saves", how: "reroll", label: "Indomitable" });
      expect(of(r.events, "pay")).toContainEqual(expect.objectContaining({ who: FIGHTER, pool: "indomitable" }));
      expect(r.state.combatants[FIGHTER]!.pools["indomitable"]).toBe(0);
      expect(of(r.events, "damage").length > 0).toBe(!rescue[0]!.success);
      expect(formatEvent(rescue[0]!)).toMatch(/uses Indomitable to reroll the save: \d+ vs \d+/);
      // Spent: a second failure in the same state is not rescued.
      const again = turnOf(r.state, CLERIC, draw);
      const r2 = accept(ruleset, again, { option: o.id, targets: [FIGHTER] });
      if (!of(r2.events, "save")[0]!.success) expect(of(r2.events, "rescue")).toEqual([]);
    }
    expect(rerolled).toBeGreaterThan(0);
  });

  it("Diamond Soul rerolls a failed save for one ki; Bardic Inspiration is tried before it", () => {
    const fighter = withFeatures("fighter-1", ["features/diamond-soul"]);
    const start = startCombat(ruleset, {
      seed: 3,
      party: [srd5eCharacter("cleric-1")!],
      enemies: [fighter],
      noBoard: true,
    }).state;
    const seen = { both: 0, reroll: 0 };
    for (let draw = 1; draw <= 120; draw++) {
      const s = turnOf(start, CLERIC, draw);
      s.combatants[FIGHTER]!.hp = 500;
      s.combatants[FIGHTER]!.conditions.push({ id: "bardic-inspiration-d6" });
      const o = options(ruleset, s).find((x) => x.use === "spells/sacred-flame")!;
      const r = accept(ruleset, s, { option: o.id, targets: [FIGHTER] });
      const rescue = of(r.events, "rescue");
      const save = of(r.events, "save")[0]!;
      if (save.success) expect(rescue).toEqual([]);
      else if (save.total + 6 >= save.difficulty) {
        // The held-back die first; Diamond Soul only when it left the save short.
        expect(rescue[0]).toMatchObject({ how: "die", from: save.total });
        if (!rescue[0]!.success) {
          seen.both++;
          expect(rescue[1]).toMatchObject({ how: "reroll", label: "Diamond Soul" });
          expect(r.state.combatants[FIGHTER]!.pools["ki"]).toBe(4);
        } else expect(r.state.combatants[FIGHTER]!.pools["ki"]).toBe(5);
      } else {
        seen.reroll++;
        expect(rescue).toEqual([expect.objectContaining({ how: "reroll", label: "Diamond Soul" })]);
        expect(r.state.combatants[FIGHTER]!.pools["ki"]).toBe(4);
        expect(r.state.combatants[FIGHTER]!.conditions.some((c) => c.id === "bardic-inspiration-d6")).toBe(true);
      }
    }
    expect(seen.reroll).toBeGreaterThan(0);
  });

  it("Stroke of Luck turns a miss into a hit once; a natural 1 is never rescued", () => {
    const rogue = withFeatures("rogue-1", ["features/stroke-of-luck"], { level: 20, level_rogue: 20 });
    const start = startCombat(ruleset, { seed: 3, party: [rogue], enemies: ["creatures/goblin"], noBoard: true }).state;
    expect(start.combatants[rogue.name]!.pools["stroke_of_luck"]).toBe(1);
    let turned = 0;
    for (let draw = 1; draw <= 40; draw++) {
      const s = turnOf(start, rogue.name, draw);
      s.combatants["Goblin 1"]!.hp = 500;
      const o = options(ruleset, s).find((x) => x.kind === "use" && x.use === "items/rapier")!;
      const r = accept(ruleset, s, { option: o.id, targets: ["Goblin 1"] });
      const [attack] = of(r.events, "attack");
      const rescue = of(r.events, "rescue");
      if (attack!.result !== "miss" || attack!.d20.natural === 1) {
        expect(rescue).toEqual([]);
        continue;
      }
      turned++;
      expect(rescue[0]).toMatchObject({ how: "success", success: true, label: "Stroke of Luck" });
      expect(of(r.events, "damage").length).toBeGreaterThan(0);
      expect(r.state.combatants[rogue.name]!.pools["stroke_of_luck"]).toBe(0);
      expect(formatEvent(rescue[0]!)).toMatch(
        /uses Stroke of Luck: the failed attack roll \(\d+ vs \d+\) becomes a hit/,
      );
    }
    expect(turned).toBeGreaterThan(0);
  });

  it("the director weighs a held-back die it gives an ally: Bardic Inspiration and Guidance are worth something", () => {
    const s = turnOf(inspired("guided"), CLERIC, 1);
    const scene = makeScene(ruleset, s, options(ruleset, s));
    const fighter = s.combatants[FIGHTER]!;
    for (const id of ["bardic-inspiration-d6", "guided", "resisting"])
      expect(harmPerRound(scene, id, fighter)).toBeLessThan(0);
  });
});
