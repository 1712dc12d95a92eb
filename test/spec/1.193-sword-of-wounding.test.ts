// 1.193 — Fixed-difficulty contests; hit points sealed until a rest: the sword of wounding (SRD). "An item attack's
// `"healedOnlyByRest": true` seals the hit points it takes away: no healing can bring their holder above their
// maximum minus the sealed part, and any rest restores them and lifts the seal. A combat condition's `harms` accepts
// the same … so the wounds this sword leaves also seal the health they take." The DC 15 Wisdom (Medicine) check that
// ends the wounds: `{ "difficulty": 15, "targets": "any", "targetHolds": "wounded", "onWin": { "ends": [...] } }`.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options, settleSheets, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const ruleset = loadedDoc(srd5e);
const FIGHTER = "Bram (Fighter 1)";
const CLERIC = "Hale (Cleric 1)";

const swordsman = () => ({
  ...srd5eCharacter("fighter-1")!,
  inventory: [{ item: "items/sword-of-wounding", wielded: true }],
});

function fight(seed = 1): CombatState {
  return startCombat(ruleset, {
    seed,
    party: [swordsman(), srd5eCharacter("cleric-1")!],
    enemies: ["creatures/ogre"],
    noBoard: true,
  }).state;
}

/** The fighter swings the sword of wounding at the ogre until a blow lands. */
function woundTheOgre() {
  for (let seed = 1; seed < 60; seed++) {
    const s = turnIn(fight(seed), FIGHTER);
    const o = options(ruleset, s).find((x) => x.kind === "use" && x.use === "items/sword-of-wounding")!;
    const step = acceptIn(ruleset, s, { option: o.id, targets: ["Ogre 1"] });
    if (of(step.events, "damage").some((d) => d.who === "Ogre 1")) return step;
  }
  throw new Error("the fighter never hit");
}

/** The fighter, wounded by the ogre, at the start of its own turn (the wound's harm dealt then). */
function woundedFighter(seed = 1, hp?: number) {
  const s = turnIn(fight(seed), "Ogre 1", (st) => {
    const f = st.combatants[FIGHTER]!;
    f.conditions.push({ id: "wounded", source: "Ogre 1", stacks: 2 });
    if (hp !== undefined) f.hp = hp;
  });
  return endUntilIn(ruleset, acceptIn(ruleset, s, { option: "end" }), FIGHTER);
}

describe("1.193 the sword of wounding seals the health it takes", () => {
  beforeAll(withGeometry);

  it("the health its blow takes comes off the maximum healing can reach, and the log says so", () => {
    const step = woundTheOgre();
    const hurt = of(step.events, "damage").find((d) => d.who === "Ogre 1")!;
    const before = fight().combatants["Ogre 1"]!.maxHp;
    const ogre = step.state.combatants["Ogre 1"]!;
    const sealed = of(step.events, "health-sealed");
    expect(sealed).toEqual([
      {
        t: "health-sealed",
        who: "Ogre 1",
        source: FIGHTER,
        by: "Sword of Wounding",
        amount: hurt.taken,
        max: ogre.maxHp,
      },
    ]);
    expect(ogre.maxHp).toBe(before - hurt.taken);
    expect(ogre.hp).toBe(ogre.maxHp);
    expect(formatEvent(sealed[0]!, namesFor(ruleset, step.state))).toBe(
      `${hurt.taken} of Ogre 1's hit points lost to Sword of Wounding can come back only with a rest (healing stops at ${ogre.maxHp})`,
    );
    // The wound it leaves: a stack of `wounded` from the fighter.
    expect(ogre.conditions.filter((c) => c.id === "wounded")).toMatchObject([{ source: FIGHTER }]);
  });

  it("the wound's harm seals too: healing stops below it, and after the fight a rest gives it back", () => {
    const turn = woundedFighter(1, 8);
    const harms = of(turn.events, "damage").filter((d) => d.who === FIGHTER && d.type === "necrotic");
    expect(harms).toHaveLength(2);
    const taken = harms.reduce((n, d) => n + d.taken, 0);
    const sealed = of(turn.events, "health-sealed");
    expect(sealed.map((e) => [e.by, e.amount])).toEqual(harms.map((d) => ["Wounded", d.taken]));
    const f = turn.state.combatants[FIGHTER]!;
    expect(f.maxHp).toBe(12 - taken);
    expect(f.hp).toBe(8 - taken);
    // The cleric's Cure Wounds heals no higher than the sealed maximum.
    const s = turnIn(turn.state, CLERIC);
    const cure = options(ruleset, s).find((o) => o.kind === "use" && o.use === "spells/cure-wounds")!;
    const healed = acceptIn(ruleset, s, { option: cure.id, targets: [FIGHTER] });
    expect(healed.state.combatants[FIGHTER]!.hp).toBeLessThanOrEqual(12 - taken);
    // Settled, the sheet keeps the sealed part until a rest; a short rest lifts it.
    const sheet = settleSheets(ruleset, healed.state)[FIGHTER]!;
    expect(sheet.live?.sealed?.["hp"]).toEqual({ rest: taken });
    const settled = Sheet.of(ruleset, sheet);
    expect(settled.pool("hp").max).toBe(12 - taken);
    const rested = settled.rest("short");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.sheet.pool("hp").max).toBe(12);
    expect(rested.sheet.data.live?.sealed?.["hp"]?.rest).toBeUndefined();
  });

  it("damage that takes no health (temporary points soak it) seals nothing", () => {
    const s = turnIn(fight(), "Ogre 1", (st) => {
      const f = st.combatants[FIGHTER]!;
      f.conditions.push({ id: "wounded", source: "Ogre 1" });
      f.temp = 50;
    });
    const turn = endUntilIn(ruleset, acceptIn(ruleset, s, { option: "end" }), FIGHTER);
    expect(of(turn.events, "damage").some((d) => d.who === FIGHTER)).toBe(true);
    expect(of(turn.events, "health-sealed")).toEqual([]);
    expect(turn.state.combatants[FIGHTER]!.maxHp).toBe(12);
  });
});

describe("1.193 a DC 15 Wisdom (Medicine) check ends the wounds", () => {
  beforeAll(withGeometry);
  const tend = (s: CombatState) => options(ruleset, s).find((o) => o.kind === "standard" && o.action === "tend-wounds");

  it("is offered only on those holding the condition, the actor included (`targets: any`)", () => {
    expect(tend(turnIn(fight(), CLERIC))).toBeUndefined();
    const s = turnIn(fight(), CLERIC, (st) => {
      st.combatants[FIGHTER]!.conditions.push({ id: "wounded", source: "Ogre 1" });
      st.combatants["Ogre 1"]!.conditions.push({ id: "wounded", source: FIGHTER });
    });
    expect(tend(s)!.targets?.candidates).toEqual(expect.arrayContaining([FIGHTER, "Ogre 1"]));
    expect(tend(s)!.targets?.candidates).not.toContain(CLERIC);
    const self = turnIn(fight(), FIGHTER, (st) => {
      st.combatants[FIGHTER]!.conditions.push({ id: "wounded", source: "Ogre 1" });
    });
    expect(tend(self)!.targets?.candidates).toEqual([FIGHTER]);
  });

  it("reaching 15 ends the wounds; falling short leaves them, and the log gives the roll against the DC", () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed < 80 && seen.size < 2; seed++) {
      const s = turnIn(fight(seed), CLERIC, (st) => {
        st.combatants[FIGHTER]!.conditions.push({ id: "wounded", source: "Ogre 1", stacks: 3 });
      });
      const step = acceptIn(ruleset, s, { option: tend(s)!.id, targets: [FIGHTER] });
      const [roll] = of(step.events, "fixed-contest");
      expect(roll).toMatchObject({ who: CLERIC, target: FIGHTER, contest: "tend-wounds", difficulty: 15 });
      expect(roll!.won).toBe(roll!.attacker.total >= 15);
      expect(roll!.attacker.check).toBe("medicine");
      const still = step.state.combatants[FIGHTER]!.conditions.some((c) => c.id === "wounded");
      expect(still).toBe(!roll!.won);
      expect(step.state.combatants[CLERIC]!.budgets["action"]).toBe(0);
      expect(formatEvent(roll!, namesFor(ruleset, step.state))).toBe(
        `${CLERIC} ${roll!.won ? "succeeds" : "fails"} at Tend wounds (Medicine) on ${FIGHTER}: Wisdom (Medicine) ${roll!.attacker.total} vs DC 15`,
      );
      seen.add(roll!.won);
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it("the director weighs ending the wounds of an ally worth the check", () => {
    const s = turnIn(fight(), CLERIC, (st) => {
      // Out of spells, and the ogre out of the cleric's reach: tending the wounds is what it can do.
      st.combatants[FIGHTER]!.conditions.push({ id: "wounded", source: "Ogre 1", stacks: 10 });
      st.combatants[CLERIC]!.pools = {};
    });
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(tend(s)!.id);
    expect(choice.targets).toEqual([FIGHTER]);
  });
});
