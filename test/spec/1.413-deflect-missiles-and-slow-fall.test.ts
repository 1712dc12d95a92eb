// 1.413 — Reducing damage by a sheet value, and reducing falling damage: "A `damage` or `damage-taken` modifier can
// carry `add`, whose value is read from the holder's sheet ..., added together with `dice` and `flat`; with `"minus":
// true`, the dice and the value are subtracted instead, and a blow's damage never goes below 0. 5e's Deflect Missiles
// is a reaction to a ranged `hit` that applies a condition lasting one attack (`endsAfter: "attacked"`) ... A
// `damage-taken` modifier with `"falls": true` reduces only falling damage and no other damage ...; once a
// condition's modifier has reduced falling damage, that condition is used up. 5e's Slow Fall is a reaction to
// `falls` ... five times the monk level." Played with the bundled SRD's monks against goblins.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  Fight,
  formatEvent,
  namesFor,
  options,
  rulesetFall,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

let rules: RulesetDoc;
const MONK3 = "Kaito (Monk 3)";
const MONK5 = "Kaito (Monk 5)";
const DEFLECT = "react:features/deflect-missiles";
const SLOW_FALL = "react:features/slow-fall";

function nameOf(id: string): string {
  return srd5eCharacter(id).name;
}

/** The goblin's turn, the monk (of `id`) its only foe, without a board; `fn` adjusts the state. */
function goblinTurn(id: string, seed: number, fn: (s: CombatState) => void = () => {}): CombatState {
  const { state } = startCombat(rules, {
    seed,
    party: [srd5eCharacter(id)],
    enemies: ["creatures/goblin"],
    noBoard: true,
  });
  return turnIn(state, "Goblin 1", fn);
}

/** The goblin's `action` hit the monk: the step with the monk's `hit` window open, over seeds. */
function hitWith(id: string, action: "shortbow" | "scimitar", from = 1): Step & { seed: number } {
  const monk = nameOf(id);
  for (let seed = from; seed < from + 300; seed++) {
    const step = accept(rules, goblinTurn(id, seed), { option: `use:action:${action}`, targets: [monk] });
    const w = windowOf(step.state);
    if (w?.moment === "hit" && w.about === monk) return { ...step, seed };
  }
  throw new Error(`the goblin's ${action} never hit`);
}

const damageTo = (events: readonly CombatEvent[], who: string) =>
  events.filter((e): e is Extract<CombatEvent, { t: "damage" }> => e.t === "damage" && e.who === who);

describe("1.413 Deflect Missiles and Slow Fall (the bundled SRD's monk)", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = load(srd5e).doc;
  });

  it("the names are the SRD characters'", () => {
    expect(nameOf("monk-3")).toBe(MONK3);
    expect(nameOf("monk-5")).toBe(MONK5);
  });

  it("a ranged weapon hit offers Deflect Missiles; a melee hit does not", () => {
    const ranged = hitWith("monk-3", "shortbow");
    expect(options(rules, ranged.state).map((o) => o.id)).toEqual([DEFLECT, "pass"]);
    for (let seed = 1; seed < 300; seed++) {
      const step = accept(rules, goblinTurn("monk-3", seed), { option: "use:action:scimitar", targets: [MONK3] });
      if (of(step.events, "attack")[0]?.result !== "hit") continue;
      // Nothing the monk holds answers a melee hit: no window, the blow lands whole.
      expect(of(step.events, "window")).toEqual([]);
      const dealt = damageTo(step.events, MONK3)[0]!;
      expect(dealt.taken).toBe(dealt.rolled);
      return;
    }
    throw new Error("the scimitar never hit");
  });

  it("reduces the damage by 1d10 + Dexterity modifier + monk level, never below 0, and ends with the attack", () => {
    let seen = 0;
    for (let from = 1; from < 400 && seen < 6; ) {
      const hit = hitWith("monk-3", "shortbow", from);
      from = hit.seed + 1;
      const before = hit.state.combatants[MONK3]!.hp;
      const after = accept(rules, hit.state, { option: DEFLECT, targets: [MONK3] });
      const dealt = damageTo(after.events, MONK3)[0]!;
      const reduced = of(after.events, "reduced")[0]!;
      // Dexterity 16 (+3) and monk level 3: the reduction is 1d10 + 6, from 7 to 16.
      expect(reduced.by).toBeGreaterThanOrEqual(7);
      expect(reduced.by).toBeLessThanOrEqual(16);
      expect(reduced).toMatchObject({ who: MONK3, what: "taken" });
      expect(dealt.taken).toBe(Math.max(0, dealt.rolled - reduced.by));
      expect(after.state.combatants[MONK3]!.hp).toBe(before - dealt.taken);
      // Lasting one attack: gone once the attack is over.
      expect(after.state.combatants[MONK3]!.conditions.map((c) => c.id)).not.toContain("deflecting-missiles");
      const ended = of(after.events, "condition-ended").find((e) => e.condition === "deflecting-missiles");
      expect(ended?.why).toBe("attack over");
      expect(after.state.combatants[MONK3]!.budgets.reaction).toBe(0);
      seen++;
    }
    expect(seen).toBe(6);
  });

  it("let pass, the blow deals its whole damage", () => {
    const hit = hitWith("monk-3", "shortbow");
    const after = accept(rules, hit.state, { option: "pass" });
    const dealt = damageTo(after.events, MONK3)[0]!;
    expect(dealt.taken).toBe(dealt.rolled);
    expect(of(after.events, "reduced")).toEqual([]);
  });

  it("the text log words the reduction plainly", () => {
    const hit = hitWith("monk-3", "shortbow");
    const after = accept(rules, hit.state, { option: DEFLECT, targets: [MONK3] });
    const line = formatEvent(of(after.events, "reduced")[0]!, namesFor(rules, after.state));
    expect(line).toMatch(new RegExp(`^${MONK3.replace(/[()]/g, "\\$&")} reduces the damage it takes by \\d+$`));
  });

  it("the director deflects a missile that hits it (worth the damage it takes off)", () => {
    const hit = hitWith("monk-3", "shortbow");
    expect(direct(rules, hit.state).option).toBe(DEFLECT);
  });

  it("a fall opens the falls window for Slow Fall; taken, it reduces falling damage by five times the monk level and is used up", () => {
    const s = goblinTurn("monk-5", 4);
    const fell = rulesetFall(rules, s, { who: MONK5, dice: "6d6", type: "bludgeoning" });
    if ("rejected" in fell) throw new Error(fell.rejected.message);
    expect(of(fell.events, "fall")[0]).toEqual({ t: "fall", who: MONK5, dice: "6d6" });
    expect(windowOf(fell.state)).toMatchObject({ moment: "falls", subject: MONK5 });
    expect(options(rules, fell.state).map((o) => o.id)).toEqual([SLOW_FALL, "pass"]);
    // The director slows its fall.
    expect(direct(rules, fell.state).option).toBe(SLOW_FALL);
    const after = accept(rules, fell.state, { option: SLOW_FALL, targets: [MONK5] });
    const dealt = damageTo(after.events, MONK5)[0]!;
    // Monk level 5: 25 off.
    expect(of(after.events, "reduced")[0]).toMatchObject({ who: MONK5, by: 25 });
    expect(dealt.taken).toBe(Math.max(0, dealt.rolled - 25));
    expect(dealt.type).toBe("bludgeoning");
    expect(after.state.combatants[MONK5]!.conditions.map((c) => c.id)).not.toContain("slowing-fall");
    expect(of(after.events, "condition-ended").find((e) => e.condition === "slowing-fall")?.why).toBe("used");
    // Back to the goblin's turn.
    expect(windowOf(after.state)).toBeUndefined();
    expect(after.state.order[after.state.turn]).toBe("Goblin 1");
  });

  it("let pass, the fall deals its whole damage; without a reaction left, it lands at once", () => {
    const s = goblinTurn("monk-5", 4);
    const fell = rulesetFall(rules, s, { who: MONK5, dice: "2d6" });
    if ("rejected" in fell) throw new Error(fell.rejected.message);
    const after = accept(rules, fell.state, { option: "pass" });
    const dealt = damageTo(after.events, MONK5)[0]!;
    expect(dealt.taken).toBe(dealt.rolled);
    expect(dealt.type).toBe("untyped");
    const spent = goblinTurn("monk-5", 4, (x) => {
      x.combatants[MONK5]!.budgets.reaction = 0;
    });
    const at = rulesetFall(rules, spent, { who: MONK5, dice: "2d6" });
    if ("rejected" in at) throw new Error(at.rejected.message);
    expect(windowOf(at.state)).toBeUndefined();
    expect(damageTo(at.events, MONK5)).toHaveLength(1);
  });

  it("falling damage is reduced only by `falls` changes, and Slow Fall's change reduces no other damage", () => {
    // The Slow Fall condition held before a goblin's arrow: the arrow deals its whole damage, the condition stays.
    for (let seed = 1; seed < 200; seed++) {
      const s = goblinTurn("monk-5", seed, (x) => {
        x.combatants[MONK5]!.conditions.push({ id: "slowing-fall" });
        x.combatants[MONK5]!.budgets.reaction = 0;
      });
      const step = accept(rules, s, { option: "use:action:shortbow", targets: [MONK5] });
      const dealt = damageTo(step.events, MONK5)[0];
      if (!dealt) continue;
      expect(dealt.taken).toBe(dealt.rolled);
      expect(step.state.combatants[MONK5]!.conditions.map((c) => c.id)).toContain("slowing-fall");
      // Deflect Missiles' change (a ranged blow's) does nothing to a fall.
      const held = structuredClone(step.state);
      held.combatants[MONK5]!.conditions = [{ id: "deflecting-missiles" }];
      const fell = rulesetFall(rules, held, { who: MONK5, dice: "3d6" });
      if ("rejected" in fell) throw new Error(fell.rejected.message);
      const fall = damageTo(fell.events, MONK5)[0]!;
      expect(fall.taken).toBe(fall.rolled);
      return;
    }
    throw new Error("the arrow never hit");
  });

  it("a fight's `fall` method does the same; a fall of someone unknown or with bad dice is refused, changing nothing", () => {
    const fight = Fight.resume(rules, goblinTurn("monk-5", 4));
    const fell = fight.fall({ who: MONK5, dice: "1d6" });
    expect(fell.rejected).toBeUndefined();
    expect(fell.options().map((o) => o.id)).toContain(SLOW_FALL);
    const s = goblinTurn("monk-5", 4);
    const copy = structuredClone(s);
    for (const bad of [
      { who: "Nobody", dice: "1d6" },
      { who: MONK5, dice: "lots" },
      { who: MONK5, dice: "1d6", height: 30 },
    ]) {
      const r = rulesetFall(rules, s, bad as Parameters<typeof rulesetFall>[2]);
      expect("rejected" in r && r.rejected.path).toMatch(/^fall\./);
    }
    expect(s).toEqual(copy);
  });
});

describe("1.413 `add` and `minus` on the damage a holder deals", () => {
  let doc: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    const base = structuredClone(srd5e) as RulesetDoc & { combat: { conditions: unknown[] } };
    base.combat.conditions.push(
      // A creature reads `abilityMod` from its stat block: the goblin's Dexterity 14 gives +2.
      { id: "keen", label: "Keen", modifiers: [{ to: "damage", add: { abilityMod: "dex" } }] },
      { id: "feeble", label: "Feeble", modifiers: [{ to: "damage", flat: 2, add: { const: 3 }, minus: true }] },
    );
    doc = loadedDoc(base);
  });

  /** The goblin's scimitar hits the monk while the goblin holds `condition`: the damage the monk took, over seeds. */
  function blows(condition: string): { rolled: number; dice: number; taken: number }[] {
    const out: { rolled: number; dice: number; taken: number }[] = [];
    for (let seed = 1; seed < 120 && out.length < 8; seed++) {
      const { state } = startCombat(doc, {
        seed,
        party: [srd5eCharacter("monk-3")],
        enemies: ["creatures/goblin"],
        noBoard: true,
      });
      const s = turnIn(state, "Goblin 1", (x) => {
        x.combatants["Goblin 1"]!.conditions.push({ id: condition });
        x.combatants[MONK3]!.budgets.reaction = 0;
      });
      const step = accept(doc, s, { option: "use:action:scimitar", targets: [MONK3] });
      const dealt = damageTo(step.events, MONK3)[0];
      if (dealt?.dice) out.push({ rolled: dealt.rolled, dice: dealt.dice.total, taken: dealt.taken });
    }
    expect(out.length).toBe(8);
    return out;
  }

  it("`add` adds the value read from the holder (a creature's stat block) to its blows", () => {
    // The scimitar's 1d6 + 2, and the goblin's Dexterity modifier (+2) added.
    for (const b of blows("keen")) {
      expect(b.rolled).toBe(b.dice);
      expect(b.rolled).toBeGreaterThanOrEqual(5);
      expect(b.rolled).toBeLessThanOrEqual(10);
    }
  });

  it("`minus` takes the flat part and the value off its blows, never below 0", () => {
    // 1d6 + 2 less 2 + 3: from -2 to 3, dealt as 0 to 3.
    const all = blows("feeble");
    for (const b of all) {
      expect(b.rolled).toBe(Math.max(0, b.dice));
      expect(b.rolled).toBeLessThanOrEqual(3);
    }
    expect(all.some((b) => b.rolled === 0)).toBe(true);
  });
});

describe("1.413 validation", () => {
  const withModifier = (m: Record<string, unknown>) => {
    const base = structuredClone(srd5e) as RulesetDoc & { combat: { conditions: unknown[] } };
    base.combat.conditions.push({ id: "probe", label: "Probe", modifiers: [m] });
    return validate(base).issues.filter((i) => i.path.includes("modifiers"));
  };

  it("accepts the examples as written", () => {
    expect(withModifier({ to: "damage-taken", blow: "ranged", dice: "1d10", add: { const: 4 }, minus: true })).toEqual(
      [],
    );
    expect(withModifier({ to: "damage-taken", falls: true, add: { const: 15 }, minus: true })).toEqual([]);
  });

  it("`add` and `minus` go only on `damage` or `damage-taken`", () => {
    expect(withModifier({ to: "attacks", add: { const: 1 } }).map((i) => i.code)).toEqual(["not-allowed"]);
    expect(withModifier({ to: "saves", flat: 1, minus: true }).map((i) => i.code)).toEqual(["not-allowed"]);
  });

  it("`falls` goes only on `damage-taken`, and never with `attacks`, `blow` or `ability`", () => {
    expect(withModifier({ to: "damage", falls: true, flat: 3 }).map((i) => i.code)).toEqual(["not-allowed"]);
    for (const narrow of [{ blow: "ranged" }, { attacks: "weapon" }, { ability: "dex" }]) {
      const issues = withModifier({ to: "damage-taken", falls: true, flat: -3, ...narrow });
      expect(issues.some((i) => i.code === "not-allowed" && i.message.includes('"falls"'))).toBe(true);
    }
  });

  it("a ruleset below 1.413 cannot use them", () => {
    const base = structuredClone(srd5e) as RulesetDoc & { combat: { conditions: unknown[] }; capabilityApi: string };
    base.capabilityApi = "1.412";
    base.combat.conditions.push({
      id: "probe",
      label: "Probe",
      modifiers: [{ to: "damage-taken", falls: true, flat: -1 }],
    });
    const issues = validate(base).issues.filter((i) => i.path.includes("conditions"));
    expect(issues.some((i) => i.capability === "1.413")).toBe(true);
  });
});
