// 1.201 — Moving sheet tracks; unsealing health, in a fight. "`"tracks": [{ "track": "exhaustion", "by": -1 }]`
// lowers by one level the exhaustion of those it reaches, as 5e's Greater Restoration does; `"by": 1` on an entry
// with a save (Sickening Radiance) raises it by one level for those who fail the save. Each track stays within its
// own range, levels that halve maximum health take effect at once, and reaching a level with `defeats` kills.
// `"unseals": true` gives back health that only a rest would restore … An entry that cures only in this way is
// offered only on someone it can help." (Greater Restoration as 1.201 alone writes it: both cures at once.)
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options, settleSheets, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

const RESTORATION = {
  id: "greater-restoration-1201",
  name: "Greater Restoration",
  level: 5,
  mechanics: {
    kind: "buff",
    budget: "action",
    range: "touch",
    targets: "ally",
    cost: { group: "slots", level: 5 },
    tracks: [{ track: "exhaustion", by: -1 }],
    unseals: true,
  },
};

/** Sickening Radiance (not in the SRD): a 30-foot sphere, 4d10 radiant and a level of exhaustion on a failed save. */
const RADIANCE = {
  id: "sickening-radiance",
  name: "Sickening Radiance",
  level: 4,
  mechanics: {
    kind: "attack",
    budget: "action",
    range: 120,
    area: { shape: "burst", size: 30 },
    amount: "4d10",
    damageType: "radiant",
    save: { save: "con_save", onSuccess: "none" },
    tracks: [{ track: "exhaustion", by: 1 }],
    cost: { group: "slots", level: 4 },
  },
};

function rulesetWith(): RulesetDoc {
  const doc = structuredClone(srd5e) as unknown as { catalogs: Record<string, { entries: unknown[] }> };
  doc.catalogs["spells"]!.entries.push(RESTORATION, RADIANCE);
  return loadedDoc(doc);
}

let ruleset: RulesetDoc;
const CLERIC = "Marek (Cleric 5)";
const FIGHTER = "Tamsin (Fighter 5)";

const cleric = (only = false): SheetData => {
  const c = srd5eCharacter("cleric-5")!;
  const spells = [
    ...(only ? [] : (c.lists?.["spells"] ?? [])),
    { entry: "spells/greater-restoration-1201", prepared: true },
    { entry: "spells/sickening-radiance", prepared: true },
  ];
  return {
    ...c,
    fields: { ...c.fields, level: 9, caster_level: 9 },
    live: { ...c.live, pools: { ...c.live?.pools, slot_4: 1, slot_5: 1 } },
    lists: { ...c.lists, spells },
  };
};

function fight(fighterLive: SheetData["live"] = {}, only = false): CombatState {
  const fighter = srd5eCharacter("fighter-5")!;
  return startCombat(ruleset, {
    seed: 3,
    party: [cleric(only), { ...fighter, live: { ...fighter.live, ...fighterLive } }],
    enemies: ["creatures/ogre"],
    noBoard: true,
  }).state;
}

const restore = (s: CombatState) =>
  options(ruleset, s).find((o) => o.kind === "use" && o.use === "spells/greater-restoration-1201");

describe("1.201 Greater Restoration in a fight", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = rulesetWith();
  });

  it("the fight begins with the sheet's halving level and sealed health in the maximum", () => {
    const f = fight({ tracks: { exhaustion: 4 }, sealed: { hp: { lasting: 6 } } }).combatants[FIGHTER]!;
    const full = fight().combatants[FIGHTER]!.maxHp;
    expect(f.maxHp).toBe(Math.floor(full / 2) - 6);
  });

  it("is offered only on one it can help: exhausted, or with health sealed", () => {
    expect(restore(turnIn(fight(), CLERIC))).toBeUndefined();
    expect(restore(turnIn(fight({ tracks: { exhaustion: 1 } }), CLERIC))!.targets?.candidates).toEqual([FIGHTER]);
    expect(restore(turnIn(fight({ sealed: { hp: { rest: 3 } } }), CLERIC))!.targets?.candidates).toEqual([FIGHTER]);
  });

  it("lowers exhaustion a level (the halving lifts at once) and gives the sealed maximum back, not the health", () => {
    const s = turnIn(fight({ pools: { hp: 10 }, tracks: { exhaustion: 4 }, sealed: { hp: { lasting: 6 } } }), CLERIC);
    const full = fight().combatants[FIGHTER]!.maxHp;
    const step = acceptIn(ruleset, s, { option: restore(s)!.id, targets: [FIGHTER] });
    const f = step.state.combatants[FIGHTER]!;
    expect(f.tracks).toEqual({ exhaustion: 3 });
    expect(f.maxHp).toBe(full);
    expect(f.hp).toBe(10);
    const [moved] = of(step.events, "track-moved");
    expect(moved).toMatchObject({ who: FIGHTER, track: "exhaustion", from: 4, to: 3, name: "Greater Restoration" });
    const names = namesFor(ruleset, step.state);
    expect(formatEvent(moved!, names)).toBe(
      `${FIGHTER}'s exhaustion falls to 3: disadvantage on attack rolls and saving throws (Greater Restoration); hit point maximum ${full - 6}`,
    );
    const [back] = of(step.events, "unsealed");
    expect(back).toEqual({ t: "unsealed", who: FIGHTER, name: "Greater Restoration", amount: 6, max: full });
    expect(formatEvent(back!, names)).toBe(
      `${FIGHTER}'s hit point maximum is restored by 6 to ${full} (Greater Restoration)`,
    );
    // Settled: the level as moved, the seal gone from the sheet.
    const sheet = settleSheets(ruleset, step.state)[FIGHTER]!;
    expect(sheet.live?.tracks?.["exhaustion"]).toBe(3);
    expect(sheet.live?.sealed?.["hp"]).toBeUndefined();
  });

  it("gives back what the fight sealed and lowered too (a sword of wounding's wounds, 1.193)", () => {
    const s = turnIn(fight(), "Ogre 1", (st) => {
      const f = st.combatants[FIGHTER]!;
      f.conditions.push({ id: "wounded", source: "Ogre 1", stacks: 3 });
    });
    const hurt = endUntilIn(ruleset, acceptIn(ruleset, s, { option: "end" }), FIGHTER);
    const sealed = of(hurt.events, "health-sealed").reduce((n, e) => n + e.amount, 0);
    expect(sealed).toBeGreaterThan(0);
    const full = fight().combatants[FIGHTER]!.maxHp;
    expect(hurt.state.combatants[FIGHTER]!.maxHp).toBe(full - sealed);
    const c = turnIn(hurt.state, CLERIC);
    const step = acceptIn(ruleset, c, { option: restore(c)!.id, targets: [FIGHTER] });
    expect(step.state.combatants[FIGHTER]!.maxHp).toBe(full);
    expect(settleSheets(ruleset, step.state)[FIGHTER]!.live?.sealed?.["hp"]).toBeUndefined();
  });

  it("the director restores an exhausted ally whose maximum is halved (weighed, not zero)", () => {
    // A cleric with no other spell, the ogre unseen: restoring is weighed against its other options alone.
    const s = turnIn(fight({ tracks: { exhaustion: 4 } }, true), CLERIC, (st) => {
      st.combatants["Ogre 1"]!.conditions.push({ id: "invisible" });
    });
    const choice = direct(ruleset, s);
    expect(choice.option).toBe(restore(s)!.id);
  });
});

describe("1.201 Sickening Radiance raises exhaustion on a failed save", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = rulesetWith();
  });

  const radiance = (s: CombatState) =>
    options(ruleset, s).find((o) => o.kind === "use" && o.use === "spells/sickening-radiance")!;

  it("those who fail gain a level; those who save do not; the last level (death) kills", () => {
    const seen = new Set<boolean>();
    for (let seed = 1; seed < 60 && seen.size < 2; seed++) {
      const start = startCombat(ruleset, { seed, party: [cleric()], enemies: ["creatures/ogre"], noBoard: true });
      const s = turnIn(start.state, CLERIC, (st) => {
        st.combatants["Ogre 1"]!.hp = 500;
        st.combatants["Ogre 1"]!.maxHp = 500;
      });
      const o = radiance(s);
      const step = acceptIn(ruleset, s, { option: o.id, targets: ["Ogre 1"] });
      const save = of(step.events, "save").find((e) => e.who === "Ogre 1")!;
      const ogre = step.state.combatants["Ogre 1"]!;
      expect(ogre.tracks?.["exhaustion"] ?? 0).toBe(save.success ? 0 : 1);
      seen.add(save.success);
    }
    expect(seen).toEqual(new Set([true, false]));
    // At level 5, a failed save brings level 6, which defeats.
    for (let seed = 1; seed < 60; seed++) {
      const start = startCombat(ruleset, { seed, party: [cleric()], enemies: ["creatures/ogre"], noBoard: true });
      const s = turnIn(start.state, CLERIC, (st) => {
        const ogre = st.combatants["Ogre 1"]!;
        ogre.hp = 500;
        ogre.maxHp = 500;
        ogre.tracks = { exhaustion: 5 };
      });
      const step = acceptIn(ruleset, s, { option: radiance(s).id, targets: ["Ogre 1"] });
      const save = of(step.events, "save").find((e) => e.who === "Ogre 1")!;
      if (save.success) continue;
      expect(step.state.combatants["Ogre 1"]!.status).toBe("dead");
      expect(step.state.combatants["Ogre 1"]!.tracks).toEqual({ exhaustion: 6 });
      return;
    }
    throw new Error("the ogre never failed its save");
  });
});
