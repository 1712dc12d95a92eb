// 1.409 — Copying harm to a condition's source: "A combat condition with "copiesHarmToSource": true makes the applier
// take the same damage the holder takes, of the same type, the amount reduced first by the holder's own resistances
// and then by the applier's own resistances. … Damage passed on this way … is never passed on again, so two bonds
// cannot pass the same damage back and forth." 5e's Warding Bond (`warded`: +1 to defense and saves, the harm copied
// to the cleric who cast it).
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  namesFor,
  options,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn as turnOf } from "../support/drive.js";

const CLERIC = "Hale (Cleric 1)";
const FIGHTER = "Bram (Fighter 1)";

/** Warding Bond as the reference writes it, less what other sections bring (`endsAway`, 1.310). */
const WARDING_BOND = {
  id: "warding-bond",
  name: "Warding Bond",
  level: 2,
  mechanics: {
    kind: "buff",
    budget: "action",
    range: "touch",
    targets: "ally",
    applies: [{ condition: "warded", duration: { rounds: 600, at: "turn-end" } }],
  },
};

function rulesetWith(conditions: unknown[]): RulesetDoc {
  const doc = structuredClone(srd5e) as unknown as {
    combat: { conditions: unknown[] };
    catalogs: Record<string, { entries: unknown[] }>;
  };
  doc.combat.conditions.push(...conditions);
  doc.catalogs["spells"]!.entries.push(WARDING_BOND);
  return load(doc).doc;
}

const WARDED = {
  id: "warded",
  label: "Warded",
  modifiers: [
    { to: "defense", flat: 1 },
    { to: "saves", flat: 1 },
  ],
  copiesHarmToSource: true,
};

let ruleset: RulesetDoc;

/** The cleric bonds the fighter, then the ogre clubs the fighter until a blow lands. */
function bondedThenClubbed(rules: RulesetDoc, fn: (s: CombatState) => void = () => {}) {
  const cleric = srd5eCharacter("cleric-1");
  const sheet = { ...cleric, lists: { spells: [{ entry: "spells/warding-bond", prepared: true }] } };
  for (let seed = 1; seed < 60; seed++) {
    const start = startCombat(rules, {
      seed,
      party: [sheet, srd5eCharacter("fighter-1")],
      enemies: ["creatures/ogre"],
      noBoard: true,
    }).state;
    const castTurn = turnOf(start, CLERIC);
    const o = options(rules, castTurn).find((x) => x.kind === "use" && x.use === "spells/warding-bond")!;
    const bonded = accept(rules, castTurn, { option: o.id, targets: [FIGHTER] }).state;
    const ogreTurn = turnOf(bonded, "Ogre 1");
    fn(ogreTurn);
    const club = options(rules, ogreTurn).find((x) => x.kind === "use" && !!x.targets?.candidates.includes(FIGHTER))!;
    const step = accept(rules, ogreTurn, { option: club.id, targets: [FIGHTER] });
    if (step.events.some((e) => e.t === "damage" && e.who === FIGHTER)) return step;
  }
  throw new Error("the ogre never hit");
}

const damage = (events: readonly CombatEvent[], who: string) =>
  events.filter((e): e is Extract<CombatEvent, { t: "damage" }> => e.t === "damage" && e.who === who);

describe("1.409 Warding Bond", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = rulesetWith([WARDED]);
  });

  it("the example's ruleset is valid", () => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
    doc.combat.conditions.push(WARDED);
    expect(validate(doc).issues).toEqual([]);
  });

  it("the cleric takes the same damage the warded fighter takes, of the same type, and the log says why", () => {
    const step = bondedThenClubbed(ruleset);
    const [toFighter] = damage(step.events, FIGHTER);
    const [toCleric] = damage(step.events, CLERIC);
    expect(toCleric).toMatchObject({ type: toFighter!.type, rolled: toFighter!.taken, taken: toFighter!.taken });
    const copied = step.events.find((e) => e.t === "harm-copied")!;
    expect(copied).toEqual({
      t: "harm-copied",
      who: CLERIC,
      from: FIGHTER,
      condition: "warded",
      amount: toFighter!.taken,
      type: "bludgeoning",
    });
    expect(formatEvent(copied, namesFor(ruleset, step.state))).toBe(
      `${CLERIC} shares the harm ${FIGHTER} took (warded): ${toFighter!.taken} bludgeoning`,
    );
    // Copied after the holder's own temporary points? No: what the holder took, before its cushion soaks it.
    const cushioned = bondedThenClubbed(ruleset, (s) => {
      s.combatants[FIGHTER]!.temp = 3;
    });
    const [soaked] = damage(cushioned.events, FIGHTER);
    expect(soaked!.absorbed).toBe(3);
    expect(damage(cushioned.events, CLERIC)[0]!.rolled).toBe(soaked!.taken);
  });

  it("first the holder's resistances, then the applier's own", () => {
    // Both hold a reduction of 2: the fighter's comes off the blow, the cleric's off what the fighter took.
    const resistant = rulesetWith([
      { ...WARDED, id: "warded", modifiers: [] },
      { id: "stoneskin", label: "Stoneskin", modifiers: [{ to: "damage-taken", flat: -2 }] },
    ]);
    const step = bondedThenClubbed(resistant, (s) => {
      s.combatants[CLERIC]!.conditions.push({ id: "stoneskin" });
      s.combatants[FIGHTER]!.conditions.push({ id: "stoneskin" });
    });
    const [toFighter] = damage(step.events, FIGHTER);
    const [toCleric] = damage(step.events, CLERIC);
    expect(toFighter!.taken).toBe(Math.max(0, toFighter!.rolled - 2));
    expect(toCleric!.rolled).toBe(toFighter!.taken);
    expect(toCleric!.taken).toBe(Math.max(0, toFighter!.taken - 2));
  });

  it("is never passed on again: two bonds do not pass one blow back and forth", () => {
    // The fighter also bonded the cleric: the cleric's copy does not come back to the fighter.
    const step = bondedThenClubbed(ruleset, (s) => {
      s.combatants[CLERIC]!.conditions.push({ id: "warded", source: FIGHTER });
    });
    expect(damage(step.events, FIGHTER)).toHaveLength(1);
    expect(damage(step.events, CLERIC)).toHaveLength(1);
    expect(step.events.filter((e) => e.t === "harm-copied")).toHaveLength(1);
  });
});

describe("1.409 validation", () => {
  it("needs 1.409 and a boolean", () => {
    const doc = structuredClone(srd5e) as unknown as { capabilityApi: string; combat: { conditions: unknown[] } };
    doc.capabilityApi = "1.408";
    doc.combat.conditions.push({ ...WARDED, id: "bond-a" }, { id: "bond-b", label: "B", copiesHarmToSource: "yes" });
    const issues = validate(doc).issues.map((i) => [i.code, i.capability]);
    expect(issues).toContainEqual(["needs-version", "1.409"]);
    expect(issues).toContainEqual(["wrong-type", "1.409"]);
  });
});
