// 1.420 — Long range for catalog entries, and the die for throwing back: "A catalog entry's `mechanics.longRange` is
// the distance it can still reach beyond `range`, in the same unit, and must be greater than `range`; beyond that
// range the difficulty goes up as `combat.ranged` lays down, the same as an item's or creature's long range ...
// `throwsCaught` can be `{"die": {"from": <value>, "table": [[level, sides], ...]}}`: if a die of this kind gives a
// better average result, throwing back a caught missile uses one die with that many sides in place of the missile's
// own dice, keeping its damage type. 5e's Deflect Missiles throw-back uses `"range": 20, "longRange": 60`" (the monk
// weapon die). The Distant alteration that extends both ranges is Metamagic's (1.253); here the entry's own ranges.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, type Step, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn, windowOf } from "../support/drive.js";

let rules: RulesetDoc;
const MONK = "Kaito (Monk 3)";
const DEFLECT = "react:features/deflect-missiles";
const THROW = "react:features/deflect-missiles-throw";

type Place = { monk: [number, number]; archer: [number, number]; other: [number, number] };

/** The goblin archer's turn against monk-3 on a board (`at` places them; no board without it); `fn` adjusts. */
function goblinTurn(seed: number, at: Place | undefined, fn: (s: CombatState) => void = () => {}): CombatState {
  const { state } = startCombat(rules, {
    seed,
    party: [srd5eCharacter("monk-3")],
    enemies: [{ creature: "creatures/goblin", count: 2 }],
    ...(at ? { board: { width: 20, height: 3 } } : { noBoard: true }),
  });
  return turnIn(state, "Goblin 1", (s) => {
    for (const c of Object.values(s.combatants)) if (c.creature) c.hp = 50;
    if (at) {
      s.combatants[MONK]!.at = at.monk;
      s.combatants["Goblin 1"]!.at = at.archer;
      s.combatants["Goblin 2"]!.at = at.other;
    }
    fn(s);
  });
}

/** The caught window open after an arrow deflected to 0, over seeds from `from`. */
function caught(at: Place | undefined, fn?: (s: CombatState) => void, from = 1): Step & { seed: number } {
  for (let seed = from; seed < from + 400; seed++) {
    const hit = accept(rules, goblinTurn(seed, at, fn), { option: "use:action:shortbow", targets: [MONK] });
    if (windowOf(hit.state)?.moment !== "hit") continue;
    const step = accept(rules, hit.state, { option: DEFLECT, targets: [MONK] });
    if (windowOf(step.state)?.moment === "caught") return { ...step, seed };
  }
  throw new Error("no arrow caught");
}

const damageTo = (events: readonly CombatEvent[], who: string) =>
  events.filter((e): e is Extract<CombatEvent, { t: "damage" }> => e.t === "damage" && e.who === who);

const targetsOf = (s: CombatState) => {
  const o = options(rules, s).find((x) => x.id === THROW);
  return o?.kind === "use" ? [...(o.targets?.candidates ?? [])].sort() : [];
};

/** The throw back's damage dice, over caught arrows until one throw lands; `fn` adjusts the state first. */
function thrownDice(fn?: (s: CombatState) => void): string {
  for (let from = 1; from < 400; ) {
    const step = caught(undefined, fn, from);
    from = step.seed + 1;
    const thrown = accept(rules, step.state, { option: THROW, targets: ["Goblin 1"] });
    const dealt = damageTo(thrown.events, "Goblin 1")[0];
    if (dealt?.dice && !of(thrown.events, "attack").some((a) => a.result === "critical")) {
      expect(dealt.type).toBe("piercing");
      return dealt.dice.expr.replace(/\s/g, "");
    }
  }
  throw new Error("no throw landed");
}

describe("1.420 the throw back's long range and its monk weapon die", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = load(srd5e).doc;
  });

  it("reaches 60 feet: a foe 40 feet away is offered (at long range), one 65 feet away is not", () => {
    // The archer 30 feet from the monk; the other goblin 40, then 65, feet away on the far side.
    const near = caught({ monk: [6, 1], archer: [0, 1], other: [14, 1] });
    expect(targetsOf(near.state)).toEqual(["Goblin 1", "Goblin 2"]);
    const far = caught({ monk: [6, 1], archer: [0, 1], other: [19, 1] });
    // 13 cells, 65 feet: beyond its long range.
    expect(targetsOf(far.state)).toEqual(["Goblin 1"]);
  });

  it("beyond its 20-foot range the throw is made at disadvantage, within it not", () => {
    const at = { monk: [6, 1], archer: [0, 1], other: [10, 1] } as Place;
    const step = caught(at);
    // Goblin 1 at 30 feet: long range, disadvantage (the SRD's combat.ranged); Goblin 2 at 20 feet: normal.
    const long = accept(rules, step.state, { option: THROW, targets: ["Goblin 1"] });
    expect(of(long.events, "attack").find((a) => a.who === MONK)!.d20.mode).toBe("disadvantage");
    const near = accept(rules, step.state, { option: THROW, targets: ["Goblin 2"] });
    expect(of(near.events, "attack").find((a) => a.who === MONK)!.d20.mode).toBe("normal");
  });

  it("the missile's own dice when the monk's die is no better: the shortbow's d6 over monk level 3's d4", () => {
    expect(thrownDice()).toBe("1d6+3");
  });

  it("the monk's die when it is better: monk level 11's d8 over the shortbow's d6, keeping the arrow's type", () => {
    const level11 = (s: CombatState) => {
      (s.sheets[MONK] as { fields: Record<string, unknown> }).fields.level_monk = 11;
    };
    expect(thrownDice(level11)).toBe("1d8+3");
  });
});

describe("1.420 validation", () => {
  const withFeature = (mechanics: Record<string, unknown>, api?: string) => {
    const base = structuredClone(srd5e) as RulesetDoc & {
      catalogs: { features: { entries: unknown[] } };
      capabilityApi: string;
    };
    if (api) base.capabilityApi = api;
    base.catalogs.features.entries.push({ id: "probe", name: "Probe", mechanics });
    return validate(base).issues.filter((i) => i.path.includes("entries"));
  };
  const bolt = { kind: "attack", attackRoll: true, amount: "1d10", range: 120 };

  it("accepts a long range greater than the range", () => {
    expect(withFeature({ ...bolt, longRange: 300 })).toEqual([]);
  });

  it("refuses a long range not greater than the range, or without a numeric range", () => {
    expect(withFeature({ ...bolt, longRange: 120 }).map((i) => i.code)).toEqual(["out-of-range"]);
    const { range: _range, ...touch } = bolt;
    expect(withFeature({ ...touch, longRange: 60 }).map((i) => i.code)).toContain("missing");
  });

  it("a ruleset below 1.420 cannot use `longRange` or the throw back's `die`", () => {
    const below = withFeature({ ...bolt, longRange: 300 }, "1.419");
    expect(below.some((i) => i.code === "unsupported" || i.capability === "1.420")).toBe(true);
  });
});
