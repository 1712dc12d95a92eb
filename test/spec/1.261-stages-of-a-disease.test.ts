// 1.261 — Stages of a disease (the magical potion): `cannot-heal-nonmagical` blocks all but magical healing (a potion
// tagged magical heals; a rest never counts; in a fight, a use without the "magical" quality), and
// `onRest.restoredWhenCured` gives back what the disease took when it is lifted, on the sheet or in a fight.
import { describe, expect, it } from "vitest";
import { type CombatState, formatEvent, options, settleSheets, startCombat } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { of } from "../combat/helpers.js";
import { fighter, ruleset5e } from "../sheet/fixture.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { ruleset as fixture, fighter as fixtureFighter, healer, hold, turnOf } from "./fixtures/stages.js";

const doc: RulesetDoc = loadedDoc({
  ...ruleset5e({ capabilityApi: "1.261" }),
  capabilityApi: "1.261",
  combat: {
    health: { pool: "hp" },
    defense: 10,
    speed: 30,
    budgets: [{ id: "action", label: "Action" }],
    conditions: [
      { id: "rotting", label: "Rotting", kinds: ["disease"], effects: ["cannot-heal-nonmagical"] },
      {
        id: "sewer_plague",
        label: "Wasting plague",
        kinds: ["disease"],
        onRest: {
          rests: ["long"],
          lowersMax: { dice: "2d6" },
          lasting: true,
          restoredWhenCured: true,
          save: { save: "con_save", difficulty: 12, cures: true },
        },
      },
    ],
  },
  catalogs: {
    potions: {
      label: "Potions",
      type: "items",
      entries: [
        {
          id: "healing",
          name: "Potion of Healing",
          tags: ["magical"],
          use: { kind: "heal", targets: "self", amount: "2d4+2" },
        },
        { id: "herbs", name: "Healing Herbs", use: { kind: "heal", targets: "self", amount: "1d4" } },
      ],
    },
  },
});

describe("1.261 stages of a disease", () => {
  it("a magical potion heals through cannot-heal-nonmagical; herbs, a rest and a plain restore do not", () => {
    const sheet = Sheet.of(
      doc,
      fighter({
        live: { pools: { hp: 3 }, conditions: ["rotting"] },
        inventory: [{ item: "potions/healing", quantity: 2 }, { item: "potions/herbs" }],
      }),
      {
        seed: 2,
      },
    );
    const potion = sheet.command('[sheet: op="use" name="Potion of Healing"]');
    if (!potion.ok) throw new Error(potion.message);
    const roll = potion.events.find((e) => e.type === "roll");
    if (roll?.type !== "roll") throw new Error("no roll");
    expect(potion.sheet.pool("hp").value).toBe(3 + roll.roll.total);
    expect(potion.sheet.data.inventory?.[0].quantity).toBe(1);

    const herbs = sheet.command('[sheet: op="use" name="Healing Herbs"]');
    if (!herbs.ok) throw new Error(herbs.message);
    expect(herbs.events.some((e) => e.type === "cannot-heal")).toBe(true);
    expect(herbs.sheet.pool("hp").value).toBe(3);

    const rested = sheet.rest("long");
    if (!rested.ok) throw new Error(rested.message);
    expect(rested.events).toContainEqual({ type: "cannot-heal", pool: "hp", reason: "cannot-heal-nonmagical" });
    expect(rested.sheet.pool("hp").value).toBe(3);

    expect(sheet.command('[sheet: op="restore" amount="4"]')).toMatchObject({ ok: false, code: "cannot-heal" });
    const magical = sheet.command('[sheet: op="restore" amount="4" magical="true"]');
    expect(magical.ok && magical.sheet.pool("hp").value).toBe(7);
  });

  it("restoredWhenCured: when a later save cures it, the maximum it took comes back", () => {
    let seen = false;
    for (let seed = 0; seed < 60 && !seen; seed++) {
      let sheet = Sheet.of(doc, fighter({ live: { conditions: ["sewer_plague"] } }), { seed });
      const first = sheet.rest("long");
      if (!first.ok) throw new Error(first.message);
      const firstSave = first.events.find((e) => e.type === "check");
      if (firstSave?.type !== "check" || firstSave.success) continue;
      sheet = first.sheet;
      expect(sheet.pool("hp").max).toBeLessThan(28);
      const second = sheet.rest("long");
      if (!second.ok) throw new Error(second.message);
      const save = second.events.find((e) => e.type === "check");
      if (save?.type !== "check" || !save.success) continue;
      seen = true;
      expect(second.events).toContainEqual(
        expect.objectContaining({ type: "max-restored", pool: "hp", reason: "cured:sewer_plague" }),
      );
      expect(second.sheet.pool("hp").max).toBe(28);
      expect(second.sheet.data.live?.conditions).toEqual([]);
    }
    expect(seen).toBe(true);
  });
});

describe("1.261 in a fight (the combat fixture)", () => {
  it("cannot-heal-nonmagical: Cure Wounds, no magical quality, heals no one holding it; the log says why", () => {
    const s = turnOf("Cleric", (s) => {
      hold(s, "Fighter", "slime");
      s.combatants.Fighter!.hp = 5;
    });
    const cure = options(fixture, s).find((o) => o.kind === "use" && o.label === "Cure Wounds")!;
    const r = acceptIn(fixture, s, { option: cure.id, targets: ["Fighter"] });
    expect(of(r.events, "heal-blocked")).toEqual([
      { t: "heal-blocked", who: "Fighter", source: "Cleric", why: "cannot-heal-nonmagical" },
    ]);
    expect(r.state.combatants.Fighter!.hp).toBe(5);
    expect(r.events.map((e) => formatEvent(e))).toContain(
      "Fighter cannot regain hit points but by magic (Cleric's healing is not magical)",
    );
  });

  it("the director does not spend a slot healing an ally who cannot take it, and does heal one who can", () => {
    const hurt = (s: CombatState) => {
      s.combatants.Fighter!.hp = 3;
      s.combatants.Cleric!.hp = s.combatants.Cleric!.maxHp;
    };
    const cure = (s: CombatState) => options(fixture, s).find((o) => o.label === "Cure Wounds")!.id;
    const plain = turnOf("Cleric", hurt);
    expect(direct(fixture, plain)).toMatchObject({ option: cure(plain), targets: ["Fighter"] });
    const slimed = turnOf("Cleric", (s) => {
      hurt(s);
      // Cured only at third level: not worth a slot this turn either way, the heal is what is weighed.
      s.combatants.Fighter!.conditions.push({ id: "slime" });
      s.combatants.Cleric!.pools = { ...s.combatants.Cleric!.pools, slot_3: 0 };
    });
    const choice = direct(fixture, slimed);
    expect(choice.option === cure(slimed) && choice.targets?.includes("Fighter")).toBe(false);
  });

  it("restoredWhenCured: a cure in the fight gives the maximum back at once, and the settled sheet keeps it", () => {
    const took = 9;
    const sick = {
      ...healer,
      live: { conditions: ["wasting"], sealed: { hp: { lasting: took, byCondition: { wasting: took } } } },
    };
    const start = startCombat(fixture, {
      party: [sick, fixtureFighter],
      enemies: ["monsters/goblin"],
      seed: 7,
      noBoard: true,
    });
    const before = start.state.combatants.Cleric!.maxHp;
    const s = turnIn(start.state, "Cleric");
    const purify = options(fixture, s).find((o) => o.label === "Purify")!;
    const r = acceptIn(fixture, s, { option: purify.id, targets: ["Cleric"], pay: "slot_2" });
    expect(of(r.events, "max-restored")).toEqual([
      { t: "max-restored", who: "Cleric", condition: "wasting", by: took, max: before + took },
    ]);
    expect(r.state.combatants.Cleric!.maxHp).toBe(before + took);
    const settled = settleSheets(fixture, r.state).Cleric!;
    expect(settled.live?.conditions).toEqual([]);
    expect(settled.live?.sealed?.hp).toEqual({});
    expect(Sheet.of(fixture, settled).pool("hp").max).toBe(before + took);
  });
});
