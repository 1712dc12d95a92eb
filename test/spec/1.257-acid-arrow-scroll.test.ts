// 1.257 — Acid Arrow scroll: "An item's use can also carry `halfOnMiss`, with `attackRoll` and an `amount`: an Acid
// Arrow scroll." With 1.255's meaning of the key: "An entry with `halfOnMiss: true` (it must have `attackRoll` and an
// `amount`) still deals half its damage on a miss, its clauses' damage too, but nothing else it does on a hit." The
// bundled SRD's spell scroll of Acid Arrow (4d4 acid, then 2d4 at the end of the target's next turn on a hit).
import { beforeAll, describe, expect, it } from "vitest";
import { effectWorth } from "../../src/capabilities/half-on-miss/director.js";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { useOf } from "../../src/combat/resolve.js";
import { makeScene } from "../../src/director/scene.js";
import type { EntryDef, ItemDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { editEntry, loadedDoc, withEntry } from "../support/loaded.js";

let rules: RulesetDoc;
const WIZARD = "Emrys (Wizard 1)";
const GOBLIN = "Goblin 1";
const SCROLL = "items/spell-scroll-acid-arrow";

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

function seeded(s: CombatState, draw: number): void {
  const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
  s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
}

function start(r: RulesetDoc = rules): CombatState {
  const sheet = srd5eCharacter("wizard-1");
  return startCombat(r, {
    seed: 3,
    party: [
      {
        ...sheet,
        lists: { spells: [{ entry: "spells/acid-arrow", prepared: true }, { entry: "spells/fire-bolt" }] },
        inventory: [...(sheet.inventory ?? []), { item: SCROLL, quantity: 2 }],
      },
    ],
    enemies: ["creatures/goblin"],
    noBoard: true,
  }).state;
}

/** The wizard reads the scroll (or casts `use`) at the goblin, at `draw`. */
function read(draw: number, r: RulesetDoc = rules, use = SCROLL): Step {
  const s = turnIn(start(r), WIZARD, (x) => {
    x.stack = [];
    seeded(x, draw);
    x.combatants[GOBLIN]!.hp = 500;
    x.combatants[GOBLIN]!.maxHp = 500;
  });
  const o = options(r, s).find((x) => x.kind === "use" && x.use?.startsWith(use))!;
  const pay = o.payments?.[0]?.pool;
  return acceptIn(r, s, { option: o.id, targets: [GOBLIN], ...(pay ? { pay } : {}) });
}

describe("1.257 Acid Arrow scroll", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  it("the bundled SRD's scroll validates clean, with halfOnMiss beside its attack roll and amount", () => {
    expect(validate(srd5e).issues).toEqual([]);
    const scroll = srd5e.catalogs!["items"]!.entries.find((e) => e.id === "spell-scroll-acid-arrow") as ItemDef;
    expect(scroll.use).toMatchObject({ attackRoll: { bonus: { const: 5 } }, amount: "4d4", halfOnMiss: true });
  });

  it("a hit deals 4d4 acid and leaves acid that burns 2d4 at the end of the goblin's next turn", () => {
    let hits = 0;
    for (let draw = 1; draw <= 20 && hits < 3; draw++) {
      const step = read(draw);
      const [attack] = of(step.events, "attack");
      if (attack!.result === "miss") continue;
      hits++;
      const [damage] = of(step.events, "damage");
      expect(damage).toMatchObject({ who: GOBLIN, type: "acid" });
      expect(damage!.why).toBeUndefined();
      expect(of(step.events, "half-on-miss")).toEqual([]);
      expect(step.state.combatants[GOBLIN]!.conditions.map((c) => c.id)).toContain("acid-arrow");
      // Through the goblin's next turn: the acid burns as it ends, and is gone.
      const on = endUntilIn(rules, step, GOBLIN);
      const ended = acceptIn(rules, on.state, { option: "end" });
      const burn = of(ended.events, "damage").filter((d) => d.who === GOBLIN);
      expect(burn).toHaveLength(1);
      expect(burn[0]).toMatchObject({ type: "acid", source: WIZARD });
      expect(burn[0]!.rolled).toBeGreaterThanOrEqual(2);
      expect(burn[0]!.rolled).toBeLessThanOrEqual(8);
      expect(ended.state.combatants[GOBLIN]!.conditions.map((c) => c.id)).not.toContain("acid-arrow");
    }
    expect(hits).toBeGreaterThan(0);
  });

  it("a miss still deals half the 4d4, and nothing else: no acid left burning", () => {
    let misses = 0;
    for (let draw = 1; draw <= 30 && misses < 3; draw++) {
      const step = read(draw);
      const [attack] = of(step.events, "attack");
      if (attack!.result !== "miss") continue;
      misses++;
      const [half] = of(step.events, "half-on-miss");
      expect(half).toMatchObject({ who: WIZARD, target: GOBLIN, use: `${SCROLL}#use` });
      expect(formatEvent(half!)).toBe(
        "Emrys (Wizard 1)'s Spell Scroll of Acid Arrow misses Goblin 1 but still deals half its damage",
      );
      const [damage] = of(step.events, "damage");
      expect(damage).toMatchObject({ who: GOBLIN, type: "acid", why: "halved" });
      expect(damage!.taken).toBe(Math.floor(damage!.rolled / 2));
      expect(damage!.rolled).toBeGreaterThanOrEqual(4);
      expect(damage!.rolled).toBeLessThanOrEqual(16);
      expect(step.state.combatants[GOBLIN]!.conditions.map((c) => c.id)).not.toContain("acid-arrow");
      // The scroll is read either way: one of the two is gone.
      expect(step.events).toContainEqual(
        expect.objectContaining({ t: "item", item: SCROLL, what: "quantity", from: 2, to: 1 }),
      );
    }
    expect(misses).toBeGreaterThan(0);
  });

  it("on a catalog entry the same (1.255): Fire Bolt written with halfOnMiss", () => {
    const halved = withEntry<EntryDef>(srd5e as RulesetDoc, "spells/fire-bolt", (e) => ({
      ...e,
      mechanics: { ...e.mechanics!, halfOnMiss: true },
    }));
    let misses = 0;
    for (let draw = 1; draw <= 30; draw++) {
      const step = read(draw, halved, "spells/fire-bolt");
      if (of(step.events, "attack")[0]!.result !== "miss") continue;
      misses++;
      expect(of(step.events, "damage")[0]).toMatchObject({ who: GOBLIN, why: "halved" });
      // Without the key a miss deals nothing.
      const plain = read(draw, rules, "spells/fire-bolt");
      expect(of(plain.events, "damage")).toEqual([]);
    }
    expect(misses).toBeGreaterThan(0);
  });

  it("the director counts half the damage on a miss in the scroll's worth", () => {
    const s = turnIn(start(), WIZARD);
    const menu = options(rules, s);
    const scene = makeScene(rules, s, menu);
    const option = menu.find((o) => o.kind === "use" && o.use?.startsWith(SCROLL))!;
    const goblin = s.combatants[GOBLIN]!;
    const cand = (use: string) => ({
      choice: { option: option.id, targets: [GOBLIN] },
      option,
      use: useOf(scene.ctx, WIZARD, use),
      targets: [goblin],
      steps: 0,
    });
    const worth = effectWorth(scene, cand(`${SCROLL}#use`));
    expect(worth).toBeGreaterThan(0);
    // Fire Bolt has no halfOnMiss: nothing added.
    expect(effectWorth(scene, cand("spells/fire-bolt"))).toBe(0);
  });
});

describe("1.257 halfOnMiss as validated", () => {
  type Doc = RulesetDoc & { capabilityApi: string };
  const withScroll = (change: (use: Record<string, unknown>) => void, api?: string) => {
    const doc = editEntry<ItemDef>(structuredClone(srd5e) as RulesetDoc, SCROLL, (e) => {
      const use = { ...e.use! } as Record<string, unknown>;
      change(use);
      return { ...e, use } as unknown as ItemDef;
    }) as Doc;
    if (api) doc.capabilityApi = api;
    return validate(doc).issues;
  };

  it("an item's use with halfOnMiss needs attackRoll and amount beside it", () => {
    for (const key of ["attackRoll", "amount"]) {
      const issues = withScroll((u) => {
        delete u[key];
      });
      expect(issues).toContainEqual(
        expect.objectContaining({
          code: "missing",
          path: expect.stringMatching(/spell-scroll|entries\[\d+\]\.use\.halfOnMiss$/),
          message: expect.stringContaining(key),
        }),
      );
    }
  });

  it("below 1.257 an item's use cannot carry it", () => {
    const issues = withScroll(() => {}, "1.256");
    expect(issues).toContainEqual(
      expect.objectContaining({ code: "needs-version", path: expect.stringMatching(/\.use\.halfOnMiss$/) }),
    );
  });
});
