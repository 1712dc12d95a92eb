// 1.245 — Several uses at once, saves that drop to 0, hits of named attacks, damage when a condition ends: "An
// entry's `usesSpent` spends that many uses of its row (or of the `usesOf` row) in a single use, and the entry is
// offered only while that many remain: Quivering Palm's 3 ki. A `"hit"` reaction's `names` responds only to hits by
// those attacks ... `dropsOnFailedSave` on an entry with a save drops a target that fails the save to 0 health instead
// of dealing the entry's amount ...; a target that passes the save takes the amount as the save's `onSuccess` says.
// ... A condition's `onEnd.harm` (`dice`, `flat`, `type`, `unless`) deals damage to its holder when the condition
// ends, from whoever applied it, unless the holder is what `unless` names: Hurl Through Hell ..."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options, type Step, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { Rng } from "../../src/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

type Doc = {
  sheet: { lists: { id: string }[] };
  combat: { conditions: unknown[] };
  catalogs: Record<string, { entries: unknown[] }>;
};

const QUIVERING_PALM = {
  id: "quivering-palm-1245",
  name: "Quivering Palm",
  mechanics: {
    kind: "debuff",
    free: true,
    reaction: { on: "hit", by: "self", names: ["Unarmed Strike"], at: "target" },
    usesOf: "Ki",
    usesSpent: 3,
    applies: [{ condition: "quivering", duration: { rounds: 100000 } }],
  },
};

const END_VIBRATIONS = {
  id: "end-vibrations",
  name: "End the Vibrations",
  mechanics: {
    kind: "attack",
    budget: "action",
    range: 1000,
    targets: "any",
    targetHolds: { fromSelf: ["quivering"] },
    amount: "10d10",
    damageType: "necrotic",
    save: { save: "con_save", onSuccess: "none", difficulty: 15 },
    dropsOnFailedSave: true,
  },
};

const HURL = {
  id: "hurl-through-hell-1245",
  name: "Hurl Through Hell",
  mechanics: {
    kind: "debuff",
    free: true,
    reaction: { on: "hit", by: "self", at: "target" },
    applies: [{ condition: "hurled", duration: { rounds: 1, of: "source" } }],
    dismisses: { while: "hurled" },
  },
};

function doc1245(): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  const i = doc.sheet.lists.findIndex((l) => l.id === "features");
  doc.sheet.lists[i] = {
    id: "features",
    label: "Features",
    catalog: "features",
    columns: [
      { id: "name", label: "Name", type: "text" },
      { id: "uses", label: "Uses", type: "number" },
      { id: "used", label: "Used", type: "number" },
      { id: "recharge", label: "Recharge", type: "text" },
    ],
    pools: { name: "name", max: "uses", used: "used", recharge: "recharge" },
  } as (typeof doc.sheet.lists)[number];
  // Written here as the reference gives them (the SRD's own are checked apart, below).
  doc.combat.conditions = doc.combat.conditions.filter(
    (c) => !["quivering", "hurled"].includes((c as { id: string }).id),
  );
  doc.combat.conditions.push(
    { id: "quivering", label: "Quivering" },
    {
      id: "hurled",
      label: "Hurled",
      onEnd: { harm: { dice: "10d10", type: "psychic", unless: { types: ["fiend"] } } },
    },
  );
  doc.catalogs["features"]!.entries.push(
    { id: "ki-1245", name: "Ki", row: { list: "features", values: { name: "Ki", uses: 17, recharge: "short" } } },
    QUIVERING_PALM,
    END_VIBRATIONS,
    HURL,
  );
  return doc;
}

let rules: RulesetDoc;
const MONK = "Kaito (Monk 5)";
const FOE = "Goblin 1";

const monk = (used = 0): SheetData => ({
  ...srd5eCharacter("monk-5"),
  lists: {
    features: [
      { entry: "features/ki-1245", used },
      { entry: "features/quivering-palm-1245" },
      { entry: "features/end-vibrations" },
      { entry: "features/hurl-through-hell-1245" },
    ],
  },
  inventory: [{ item: "items/dagger" }],
});

function turn(sheet: SheetData, seed: number, foe = "creatures/goblin"): CombatState {
  const { state } = startCombat(rules, { seed: 1, party: [sheet], enemies: [foe], noBoard: true });
  return turnIn(state, sheet.name, (s) => {
    s.rng = Rng.fromSeed(seed).toJSON();
    for (const c of Object.values(s.combatants)) if (c.side === "enemies") c.hp = c.maxHp = 300;
  });
}

/** The first strike with `use` over seeds whose roll hit, leaving the attacker's own window open. */
function hitWith(sheet: SheetData, use: string, foe = "creatures/goblin"): Step {
  for (let seed = 1; seed < 300; seed++) {
    const s = turn(sheet, seed, foe);
    const target = s.order.find((id) => s.combatants[id]!.side === "enemies")!;
    const step = acceptIn(rules, s, { option: `use:${use}`, targets: [target] });
    if (windowOf(step.state)?.self) return step;
  }
  throw new Error(`no hit with ${use}`);
}

const UNARMED = "row:unarmed strike";
const reactionsOffered = (s: CombatState) => options(rules, s).map((o) => o.use ?? o.kind);

describe("1.245 Quivering Palm: several uses at once, on hits by a named attack", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(doc1245());
  });

  it("is offered on an Unarmed Strike's hit, spends 3 ki in one use, and starts the vibrations", () => {
    const step = hitWith(monk(), UNARMED);
    expect(reactionsOffered(step.state)).toContain("features/quivering-palm-1245");
    const after = acceptIn(rules, step.state, { option: "react:features/quivering-palm-1245", targets: [FOE] });
    expect(after.events).toContainEqual({ t: "pay", who: MONK, pool: "Ki", amount: 3 });
    expect(after.state.combatants[MONK]!.counters).toEqual({ ki: 14 });
    const held = after.state.combatants[FOE]!.conditions.find((c) => c.id === "quivering")!;
    expect(held.source).toBe(MONK);
  });

  it("is not offered on another attack's hit (names matched case aside), nor with fewer than 3 ki left", () => {
    expect(reactionsOffered(hitWith(monk(), "items/dagger").state)).not.toContain("features/quivering-palm-1245");
    expect(reactionsOffered(hitWith(monk(15), UNARMED).state)).not.toContain("features/quivering-palm-1245");
    expect(reactionsOffered(hitWith(monk(14), UNARMED).state)).toContain("features/quivering-palm-1245");
  });

  it("asks a monk who has no other response to the hit, and the director starts the vibrations for what ending them will do", () => {
    const palmOnly: SheetData = {
      ...monk(),
      lists: {
        features: [
          { entry: "features/ki-1245", used: 0 },
          { entry: "features/quivering-palm-1245" },
          { entry: "features/end-vibrations" },
        ],
      },
    };
    const step = hitWith(palmOnly, UNARMED);
    expect(direct(rules, step.state).option).toBe("react:features/quivering-palm-1245");
  });

  it("spends 3 uses on the sheet too, refused when fewer remain", () => {
    const palm = (sheet: Sheet) => sheet.command('[sheet: op="use" name="Quivering Palm"]');
    const once = palm(Sheet.of(rules, monk(11)));
    if (!once.ok) throw new Error(once.message);
    expect(once.sheet.data.lists?.["features"]?.[0]?.["used"]).toBe(14);
    const twice = palm(once.sheet);
    if (!twice.ok) throw new Error(twice.message);
    expect(palm(twice.sheet)).toMatchObject({ ok: false, code: "not-enough" });
  });
});

describe("1.245 ending the vibrations: a failed save drops to 0, a success takes the whole 10d10", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(doc1245());
  });

  function ended(fails: boolean): { step: Step; before: CombatState } {
    for (let seed = 1; seed < 200; seed++) {
      const before = turn(monk(), seed);
      before.combatants[FOE]!.conditions.push({ id: "quivering", source: MONK, by: "features/quivering-palm-1245" });
      const step = acceptIn(rules, before, { option: "use:features/end-vibrations", targets: [FOE] });
      if (of(step.events, "save")[0]?.success === !fails) return { step, before };
    }
    throw new Error("no such save");
  }

  it("is aimed only at one holding the monk's vibrations", () => {
    const s = turn(monk(), 1);
    expect(options(rules, s).some((o) => o.use === "features/end-vibrations")).toBe(false);
  });

  it("a creature failing the save drops to 0 and is out, with no damage rolled; the log says so", () => {
    const { step } = ended(true);
    expect(of(step.events, "damage")).toEqual([]);
    expect(step.state.combatants[FOE]!.hp).toBe(0);
    expect(step.state.combatants[FOE]!.status).toBe("dead");
    const dropped = step.events.find((e) => e.t === "dropped")!;
    expect(formatEvent(dropped, namesFor(rules, step.state))).toBe(
      `${FOE} fails the save against ${MONK}'s End the Vibrations and drops to 0 hit points`,
    );
  });

  it('a success under "none" still takes the whole 10d10 necrotic', () => {
    const { step } = ended(false);
    const d = of(step.events, "damage");
    expect(d.map((x) => [x.type, x.dice?.expr, x.taken === x.rolled])).toEqual([["necrotic", "10d10", true]]);
    expect(step.state.combatants[FOE]!.hp).toBe(300 - d[0]!.taken);
  });

  it("a character failing it starts dying under the dying rule", () => {
    for (let seed = 1; seed < 200; seed++) {
      const { state } = startCombat(rules, {
        seed: 1,
        party: [monk(), srd5eCharacter("fighter-5")],
        enemies: ["creatures/goblin"],
        noBoard: true,
      });
      const ally = "Tamsin (Fighter 5)";
      const s = turnIn(state, MONK, (x) => {
        x.rng = Rng.fromSeed(seed).toJSON();
        x.combatants[ally]!.conditions.push({ id: "quivering", source: MONK, by: "features/quivering-palm-1245" });
      });
      const o = options(rules, s).find((x) => x.use === "features/end-vibrations")!;
      expect(o.targets?.candidates).toContain(ally);
      const step = acceptIn(rules, s, { option: o.id, targets: [ally] });
      if (of(step.events, "save")[0]?.success) continue;
      expect(step.state.combatants[ally]!.status).toBe("dying");
      return;
    }
    throw new Error("no failed save");
  });

  it("the director ends the vibrations on a sturdy foe, weighing the drop", () => {
    const s = turn(monk(), 1);
    s.combatants[FOE]!.conditions.push({ id: "quivering", source: MONK, by: "features/quivering-palm-1245" });
    expect(direct(rules, s).option).toBe("use:features/end-vibrations");
  });
});

describe("1.245 Hurl Through Hell: damage when a condition ends, after the hurled one is back", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(doc1245());
  });

  it("sends the one hit away until the end of the user's next turn, then 10d10 psychic as it returns", () => {
    const step = hitWith(monk(), "items/dagger");
    const hurled = acceptIn(rules, step.state, { option: "react:features/hurl-through-hell-1245", targets: [FOE] });
    expect(hurled.state.combatants[FOE]!.status).toBe("fled");
    // The rest of this turn and the goblin's: still away.
    const next = endUntilIn(rules, hurled, MONK);
    expect(of(next.events, "damage")).toEqual([]);
    const back = endUntilIn(rules, next, FOE);
    const ts = back.events.map((e) => e.t);
    expect(ts.indexOf("returned")).toBeLessThan(ts.indexOf("end-harm"));
    const d = of(back.events, "damage");
    expect(d.map((x) => [x.who, x.source, x.type, x.dice?.expr])).toEqual([[FOE, MONK, "psychic", "10d10"]]);
    const harm = back.events.find((e) => e.t === "end-harm")!;
    expect(formatEvent(harm, namesFor(rules, back.state))).toBe(`${FOE} is harmed as Hurled ends`);
  });

  it("a fiend (unless) takes none of it", () => {
    const step = hitWith(monk(), "items/dagger", "creatures/hell-hound");
    const foe = step.state.order.find((id) => step.state.combatants[id]!.side === "enemies")!;
    const hurled = acceptIn(rules, step.state, { option: "react:features/hurl-through-hell-1245", targets: [foe] });
    const back = endUntilIn(rules, endUntilIn(rules, hurled, MONK), foe);
    expect(back.events.some((e) => e.t === "returned")).toBe(true);
    expect(of(back.events, "damage").filter((d) => d.who === foe)).toEqual([]);
  });

  it("the director hurls a foe worth it", () => {
    const step = hitWith(monk(), "items/dagger");
    const o = options(rules, step.state).find((x) => x.use === "features/hurl-through-hell-1245")!;
    expect(o).toBeDefined();
    expect(direct(rules, step.state).option).not.toBe("pass");
  });
});

describe("1.245 validation", () => {
  const without = (o: object, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
  const issues = (entry: object, conditions: object[] = []) => {
    const doc = doc1245();
    doc.catalogs["features"]!.entries.push({ id: "odd", name: "Odd", ...entry });
    doc.combat.conditions.push(...conditions);
    return validate(doc).issues.map((i) => [i.path.replace(/^catalogs\.features\.entries\[\d+\]\./, ""), i.code]);
  };

  it("dropsOnFailedSave needs a save; names answers a hit; onEnd.harm deals dice or flat", () => {
    expect(issues({ mechanics: without(END_VIBRATIONS.mechanics, "save") })).toEqual([
      ["mechanics.dropsOnFailedSave", "missing"],
    ]);
    expect(
      issues({ mechanics: { kind: "buff", budget: "reaction", reaction: { on: "harmed", names: ["Bite"] } } }),
    ).toEqual([["mechanics.reaction.names", "not-allowed"]]);
    expect(issues({}, [{ id: "odd-end", label: "Odd", onEnd: { harm: { type: "fire" } } }])).toEqual([
      [expect.stringMatching(/onEnd\.harm$/), "missing"],
    ]);
    expect(issues({ mechanics: { ...QUIVERING_PALM.mechanics, usesSpent: 0 } }).length).toBe(1);
  });

  it("a dismissal needs a save, but a hit reaction's sends the one hit away", () => {
    expect(issues({ mechanics: { ...without(HURL.mechanics, "reaction"), budget: "action" } })).toEqual([
      ["mechanics.dismisses", "missing"],
    ]);
    expect(issues({ mechanics: HURL.mechanics })).toEqual([]);
  });
});

describe("1.245 in the bundled SRD: Quivering Palm and Hurl Through Hell", () => {
  beforeAll(withGeometry);

  it("validates clean; a monk's palm spends 3 ki and its end drops or harms; a warlock hurls the one hit", () => {
    expect(validate(srd5e).issues).toEqual([]);
    const rs = loadedDoc(srd5e);
    const base = srd5eCharacter("monk-5");
    const sheet: SheetData = {
      ...base,
      fields: { ...base.fields, level_monk: 17, level_warlock: 14 },
      lists: {
        features: [
          { entry: "features/quivering-palm" },
          { entry: "features/quivering-palm-end" },
          { entry: "features/hurl-through-hell" },
        ],
      },
    };
    let palm = false;
    let hurl = false;
    for (let seed = 1; seed < 200 && !(palm && hurl); seed++) {
      const { state } = startCombat(rs, { seed: 1, party: [sheet], enemies: ["creatures/goblin"], noBoard: true });
      const s = turnIn(state, MONK, (x) => {
        x.rng = Rng.fromSeed(seed).toJSON();
        x.combatants[FOE]!.hp = 300;
      });
      const hit = acceptIn(rs, s, { option: `use:${UNARMED}`, targets: [FOE] });
      if (!windowOf(hit.state)?.self) continue;
      const use = palm ? "features/hurl-through-hell" : "features/quivering-palm";
      const after = acceptIn(rs, hit.state, { option: `react:${use}`, targets: [FOE] });
      if (!palm) {
        expect(after.events).toContainEqual({ t: "pay", who: MONK, pool: "ki", amount: 3 });
        // Asked again for its other response to this hit (Hurl Through Hell): let it pass.
        const landed = windowOf(after.state) ? acceptIn(rs, after.state, { option: "pass" }) : after;
        const ends = turnIn(landed.state, MONK);
        const end = acceptIn(rs, ends, { option: "use:features/quivering-palm-end", targets: [FOE] });
        const failed = of(end.events, "save")[0]?.success === false;
        if (failed) expect(end.state.combatants[FOE]!.status).toBe("dead");
        expect(of(end.events, "damage").length).toBe(failed ? 0 : 1);
        palm = true;
      } else {
        expect(after.state.combatants[FOE]!.status).toBe("fled");
        hurl = true;
      }
    }
    expect([palm, hurl]).toEqual([true, true]);
  });
});
