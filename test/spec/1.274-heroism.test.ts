// 1.274 — Numbers fixed by whoever applied a condition: "A condition in an entry's `applies` can carry `value`, a
// value reference read from the applier's sheet when the condition takes effect (Heroism's `{ "abilityModFromField":
// "spellcasting_ability" }`). A combat condition's `temporary` gives its holder temporary points at the start or end
// (`at`) of each of their turns: `dice` and `flat`, plus that value with `value: true`. With `lostWhenEnds`, the
// temporary points left when the condition ends disappear with it, unless the holder has more temporary points from
// elsewhere than it gave." Heroism from the bundled SRD (whose sheets name the ability `spell_ability`), cast by a
// paladin with Charisma 14.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  namesFor,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { useCandidates } from "../../src/director/candidates.js";
import { effectOf } from "../../src/director/effect.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

let rules: RulesetDoc;

/** The SRD's paladin, who also knows Heroism. */
function paladin(): SheetData {
  const sheet = structuredClone(srd5eCharacter("paladin-3")!);
  const spells = (sheet.lists?.["spells"] ?? []) as { entry: string; prepared?: boolean }[];
  return { ...sheet, lists: { ...sheet.lists, spells: [...spells, { entry: "spells/heroism", prepared: true }] } };
}

const fighter = () => srd5eCharacter("fighter-3")!;

function fight(rs: RulesetDoc): { state: CombatState; caster: string; ally: string } {
  const p = paladin();
  const f = fighter();
  const { state } = startCombat(rs, { seed: 2, party: [p, f], enemies: ["creatures/goblin"], noBoard: true });
  return { state, caster: p.name, ally: f.name };
}

function cast(rs: RulesetDoc, s: CombatState, who: string, spell: string, target: string): Step {
  const t = turnIn(s, who);
  const o = options(rs, t).find((x) => x.kind === "use" && x.use === `spells/${spell}`);
  if (!o) throw new Error(`${who} is not offered ${spell}`);
  return acceptIn(rs, t, { option: o.id, targets: [target] });
}

/** Heroism cast on the fighter, then turns ended until the fighter's comes: that turn's start. */
function heroic(rs: RulesetDoc, fn: (s: CombatState, ally: string) => void = () => {}) {
  const { state, caster, ally } = fight(rs);
  const cast1 = cast(rs, state, caster, "heroism", ally);
  const s = structuredClone(cast1.state);
  fn(s, ally);
  const turn = endUntilIn(rs, { state: s, events: [] }, ally);
  return { cast: cast1, turn, caster, ally };
}

const gains = (events: readonly CombatEvent[]) => of(events, "condition-temporary");

describe("1.274 Heroism: a value fixed by its caster, temporary points at each turn's start", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = load(srd5e).doc;
  });

  it("the bundled SRD, with Heroism, validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("the condition keeps the caster's Charisma modifier (+2), not the holder's own spellcasting ability's", () => {
    const { cast: c, ally, caster } = heroic(rules);
    const held = c.state.combatants[ally]!.conditions.find((x) => x.id === "heroic");
    expect(held).toMatchObject({ source: caster, value: 2 });
  });

  it("at the start of each of the holder's turns it gains that many temporary points, and the log says so", () => {
    const { turn, ally } = heroic(rules);
    const g = gains(turn.events);
    expect(g).toEqual([{ t: "condition-temporary", who: ally, condition: "heroic", amount: 2 }]);
    expect(turn.state.combatants[ally]!.temp).toBe(2);
    expect(formatEvent(g[0]!, namesFor(rules, turn.state))).toBe(`${ally} gains 2 temporary points from heroic`);
  });

  it("temporary points do not stack: a holder with more keeps them, and nothing is logged", () => {
    const { turn, ally } = heroic(rules, (s, a) => {
      s.combatants[a]!.temp = 5;
    });
    expect(gains(turn.events)).toEqual([]);
    expect(turn.state.combatants[ally]!.temp).toBe(5);
  });

  it("when the spell ends, the points it gave and the holder still has go with it", () => {
    const { turn, ally, caster } = heroic(rules);
    expect(turn.state.combatants[ally]!.temp).toBe(2);
    // The paladin's next concentration spell ends Heroism.
    const bless = cast(rules, turn.state, caster, "bless", ally);
    expect(bless.state.combatants[ally]!.conditions.map((c) => c.id)).not.toContain("heroic");
    expect(bless.state.combatants[ally]!.temp).toBe(0);
    const lost = of(bless.events, "temporary-lost");
    expect(lost).toEqual([{ t: "temporary-lost", who: ally, condition: "heroic", amount: 2 }]);
    expect(formatEvent(lost[0]!, namesFor(rules, bless.state))).toBe(`${ally} loses 2 temporary points as heroic ends`);
  });

  it("but more temporary points from elsewhere than it gave stay", () => {
    const { turn, ally, caster } = heroic(rules);
    const s = structuredClone(turn.state);
    s.combatants[ally]!.temp = 7;
    const bless = cast(rules, s, caster, "bless", ally);
    expect(bless.state.combatants[ally]!.temp).toBe(7);
    expect(of(bless.events, "temporary-lost")).toEqual([]);
  });

  it("the director counts the points Heroism gives a pressed ally", () => {
    const worth = (rs: RulesetDoc) => {
      const { state, caster, ally } = fight(rs);
      const s = turnIn(state, caster);
      const scene = makeScene(rs, s, options(rs, s));
      const o = options(rs, s).find((x) => x.kind === "use" && x.use === "spells/heroism")!;
      const cand = useCandidates(scene, o).find((c) => c.targets.some((t) => t.id === ally))!;
      return effectOf(scene, cand);
    };
    const without = structuredClone(srd5e) as unknown as { combat: { conditions: { id: string }[] } };
    without.combat.conditions = without.combat.conditions.map((c) =>
      c.id === "heroic" ? { id: "heroic", label: "Heroic", conditionImmunities: ["frightened"] } : c,
    );
    expect(worth(rules)).toBeGreaterThan(worth(loadedDoc(without)) + 0.5);
  });
});

describe("1.274 temporary: dice and flat, at a turn's end", () => {
  beforeAll(withGeometry);

  it("a `temporary` of 1d4 + 1 at turn end gives 2 to 5 points as the holder's turn ends, none as it starts", () => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: Record<string, unknown>[] } };
    doc.combat.conditions = doc.combat.conditions.map((c) =>
      c.id === "heroic" ? { ...c, temporary: { at: "turn-end", dice: "1d4", flat: 1 } } : c,
    );
    const rs = loadedDoc(doc);
    const { turn, ally } = heroic(rs);
    expect(gains(turn.events)).toEqual([]);
    const ended = acceptIn(rs, turn.state, { option: "end" });
    const g = gains(ended.events);
    expect(g).toHaveLength(1);
    expect(g[0]!.amount).toBeGreaterThanOrEqual(2);
    expect(g[0]!.amount).toBeLessThanOrEqual(5);
    // The caster's +2 is not added: this `temporary` does not say `value`.
    expect(ended.state.combatants[ally]!.temp).toBe(g[0]!.amount);
  });
});

describe("1.274 validation", () => {
  const withHeroic = (change: (c: Record<string, unknown>) => Record<string, unknown>, api?: string) => {
    const doc = structuredClone(srd5e) as unknown as {
      capabilityApi: string;
      combat: { conditions: Record<string, unknown>[] };
    };
    doc.combat.conditions = doc.combat.conditions.map((c) => (c.id === "heroic" ? change(c) : c));
    if (api) doc.capabilityApi = api;
    return validate(doc).issues.map((i) => [i.path.replace(/conditions\[\d+\]/, "conditions[n]"), i.code]);
  };

  it("`temporary.at` is a turn's start or end, and required", () => {
    expect(withHeroic((c) => ({ ...c, temporary: { at: "dawn", flat: 1 } }))).toEqual([
      ["combat.conditions[n].temporary.at", "out-of-range"],
    ]);
    expect(withHeroic((c) => ({ ...c, temporary: { flat: 1 } }))).toEqual([
      ["combat.conditions[n].temporary.at", "missing"],
    ]);
  });

  it("`dice` is dice, `flat` a number, `value` and `lostWhenEnds` true or false", () => {
    expect(withHeroic((c) => ({ ...c, temporary: { at: "turn-start", dice: "lots" } }))).toEqual([
      ["combat.conditions[n].temporary.dice", "bad-dice"],
    ]);
    expect(withHeroic((c) => ({ ...c, temporary: { at: "turn-start", value: "yes" } }))).toEqual([
      ["combat.conditions[n].temporary.value", "wrong-type"],
    ]);
  });

  it("the keys need 1.274", () => {
    const found = withHeroic((c) => c, "1.273");
    expect(found).toContainEqual(["combat.conditions[n].temporary", "needs-version"]);
  });
});
