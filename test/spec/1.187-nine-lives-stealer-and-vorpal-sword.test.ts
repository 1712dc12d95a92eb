// 1.187 — "`"slay": [{ "when": "critical", "not": { "types": ["construct", "undead"] }, "healthAtMost": 99, "save":
// { "save": "con_save", "difficulty": 15 }, "charges": 1 }]` outright kills a target that this hit brings to
// `healthAtMost` or below (if it fails the save, when there is one), and spends the item's charges when it takes
// effect (nine lives stealer); `"immuneTo": ["slashing"]` spares a target immune to that damage (vorpal sword).
// Health is read after the strike's damage."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, type Step } from "../../src/combat/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { ruleset, wielder } from "./fixtures/item-attacks.js";
import { strikeFor } from "./fixtures/strike.js";

const nineLives = (charges?: number) => ({
  ...wielder("nine-lives-stealer"),
  inventory: [{ item: "gear/nine-lives-stealer", wielded: true, ...(charges === undefined ? {} : { charges }) }],
});

/** The first critical hit of `sheet` on `target` whose save comes out `saved` (or that calls for none). */
function critical(
  sheet: ReturnType<typeof wielder>,
  foe: string,
  target: string,
  saved?: boolean,
  fn?: (s: CombatState) => void,
) {
  const save = (step: Step) => saved === undefined || of(step.events, "save")[0]?.success === saved;
  return strikeFor(ruleset, sheet, [foe], target, "critical", fn, false, save);
}

describe("1.187 slay: the nine lives stealer", () => {
  beforeAll(withGeometry);

  it("a critical hit on a humanoid that fails its Constitution save kills it and spends a charge", () => {
    const step = critical(nineLives(), "monsters/guard", "Guard 1", false);
    const save = of(step.events, "save")[0]!;
    expect([save.who, save.save, save.difficulty]).toEqual(["Guard 1", "con_save", 15]);
    expect(of(step.events, "slain")).toEqual([
      { t: "slain", who: "Guard 1", by: "Fighter", item: "Nine Lives Stealer" },
    ]);
    expect(step.state.combatants["Guard 1"]).toMatchObject({ status: "dead", hp: 0 });
    expect(of(step.events, "item")).toEqual([
      {
        t: "item",
        who: "Fighter",
        item: "gear/nine-lives-stealer",
        name: "Nine Lives Stealer",
        what: "charges",
        from: 9,
        to: 8,
      },
    ]);
    const text = formatEvent(of(step.events, "slain")[0]!, namesFor(ruleset, step.state));
    expect(text).toBe("Guard 1 is slain outright by Fighter's Nine Lives Stealer");
  });

  it("one that makes the save lives, and no charge is spent", () => {
    const step = critical(nineLives(), "monsters/guard", "Guard 1", true);
    expect(of(step.events, "slain")).toEqual([]);
    expect(of(step.events, "item")).toEqual([]);
    expect(step.state.combatants["Guard 1"]!.status).toBe("standing");
  });

  it("an ordinary hit never slays", () => {
    const step = strikeFor(ruleset, nineLives(), ["monsters/guard"], "Guard 1", "hit");
    expect(of(step.events, "save")).toEqual([]);
    expect(step.state.combatants["Guard 1"]!.status).toBe("standing");
  });

  it("spares an undead or a construct, and whoever the hit leaves above 99 health: no save is called for", () => {
    for (const [foe, name] of [
      ["monsters/ghoul", "Ghoul 1"],
      ["monsters/golem", "Golem 1"],
      ["monsters/behemoth", "Behemoth 1"],
    ] as const) {
      const step = critical(nineLives(), foe, name);
      expect(of(step.events, "save")).toEqual([]);
      expect(step.state.combatants[name]!.status).toBe("standing");
    }
    const hardy = critical(nineLives(), "monsters/behemoth", "Behemoth 1");
    expect(hardy.state.combatants["Behemoth 1"]!.hp).toBeGreaterThan(99);
  });

  it("health is read after the strike's damage: a foe the blow brings to 99 or below is at risk, one above is not", () => {
    // A critical hit deals 2d8 + 3: from 5 to 19.
    const low = critical(nineLives(), "monsters/behemoth", "Behemoth 1", undefined, (s) => {
      s.combatants["Behemoth 1"]!.hp = 104;
    });
    expect(of(low.events, "save").map((e) => e.who)).toEqual(["Behemoth 1"]);
    const high = critical(nineLives(), "monsters/behemoth", "Behemoth 1", undefined, (s) => {
      s.combatants["Behemoth 1"]!.hp = 119;
    });
    expect(of(high.events, "save")).toEqual([]);
  });

  it("with no charge left it cannot take effect", () => {
    const step = critical(nineLives(0), "monsters/guard", "Guard 1");
    expect(of(step.events, "save")).toEqual([]);
    expect(of(step.events, "slain")).toEqual([]);
    expect(step.state.combatants["Guard 1"]!.status).toBe("standing");
  });
});

describe("1.187 slay[].immuneTo: the vorpal sword", () => {
  beforeAll(withGeometry);

  it("a critical hit kills outright, with no save and no health limit", () => {
    const step = critical(wielder("vorpal-sword"), "monsters/behemoth", "Behemoth 1");
    expect(of(step.events, "save")).toEqual([]);
    expect(of(step.events, "slain").map((e) => e.who)).toEqual(["Behemoth 1"]);
    expect(step.state.combatants["Behemoth 1"]!.status).toBe("dead");
  });

  it("spares a target immune to slashing", () => {
    const step = critical(wielder("vorpal-sword"), "monsters/shade", "Shade 1");
    expect(of(step.events, "slain")).toEqual([]);
    expect(step.state.combatants["Shade 1"]!.status).toBe("standing");
  });
});

describe("1.187 slay in the bundled SRD: the imported Nine Lives Stealer", () => {
  beforeAll(withGeometry);

  it("a critical hit the thug fails its save against slays it and spends one of the sword's charges", () => {
    const tamsin = srd5eCharacter("fighter-5");
    const sheet = {
      ...tamsin,
      inventory: [{ item: "items/nine-lives-stealer-greatsword", wielded: true, charges: 4 }],
    };
    const failed = (step: Step) => of(step.events, "save")[0]?.success === false;
    const me = sheet.name;
    for (let seed = 1; seed < 2000; seed++) {
      const s = turnOfIn(srd5e, me, { seed, party: [sheet], enemies: ["creatures/thug"], noBoard: true });
      const step = acceptIn(srd5e, s, { option: "use:items/nine-lives-stealer-greatsword", targets: ["Thug 1"] });
      if (!of(step.events, "attack").some((a) => a.result === "critical") || !failed(step)) continue;
      expect(of(step.events, "slain").map((e) => e.who)).toEqual(["Thug 1"]);
      expect(step.state.combatants["Thug 1"]!.status).toBe("dead");
      expect(of(step.events, "item").map((e) => [e.from, e.to])).toEqual([[4, 3]]);
      return;
    }
    throw new Error("no critical hit the thug failed to save against");
  });
});
