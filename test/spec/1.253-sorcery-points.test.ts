// 1.253 — Sorcery Points: an alteration is "paid for with its own uses (Sorcery Points through `usesOf`, with
// `usesSpent`, or `usesSpentByLevel` by the level the spell is paid at, at least one)". The SRD keeps Sorcery Points
// as a live pool, each Metamagic option costing it; a ruleset keeping them as a counter row named "Sorcery Points"
// pays through `usesOf`.
import { beforeAll, describe, expect, it } from "vitest";
import { choose, formatEvent, namesFor, options, settleSheets, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, mm, SORCERER, sorcererSheet, sorcererTurn, spellOption } from "../support/sorcerer.js";

let ruleset: RulesetDoc;
const places = {
  sorcerer: [2, 5] as [number, number],
  goblins: [
    [14, 5],
    [14, 6],
  ] as [number, number][],
};

describe("1.253 Sorcery Points", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("pays each alteration from the pool as the spell begins, and the sheet keeps what is left", () => {
    const s = sorcererTurn(ruleset, places);
    const fireball = spellOption(ruleset, s, "fireball")!;
    const step = acceptIn(ruleset, s, {
      option: fireball.id,
      at: [14, 5],
      alters: [mm("heightened"), mm("empowered")],
    });
    const pays = eventsOf(step.events, "pay");
    expect(pays).toEqual([
      { t: "pay", who: SORCERER, pool: "slot_3", amount: 1, level: 3 },
      { t: "pay", who: SORCERER, pool: "sorcery_points", amount: 3 },
      { t: "pay", who: SORCERER, pool: "sorcery_points", amount: 1 },
    ]);
    const names = namesFor(ruleset, step.state);
    expect(formatEvent(pays[1]!, names)).toBe(`${SORCERER} pays 3 of their Sorcery points`);
    expect(settleSheets(ruleset, step.state)[SORCERER]!.live?.pools?.sorcery_points).toBe(1);
  });

  it("offers only what the points left pay for, and refuses alterations that together cost more", () => {
    const s = sorcererTurn(ruleset, places, sorcererSheet([], { sorcery_points: 3 }));
    const fireball = spellOption(ruleset, s, "fireball")!;
    expect(fireball.alters!.map((a) => [a.id, a.price, a.from])).toContainEqual([
      mm("heightened"),
      3,
      "sorcery_points",
    ]);
    expect(
      choose(ruleset, s, { option: fireball.id, at: [14, 5], alters: [mm("heightened"), mm("empowered")] }),
    ).toMatchObject({
      rejected: { code: "bad-choice", path: "alters" },
    });
    const none = sorcererTurn(ruleset, places, sorcererSheet([], { sorcery_points: 0 }));
    expect(spellOption(ruleset, none, "fireball")!.alters).toBeUndefined();
    expect(goblinIds(none)).toHaveLength(2);
  });

  it("never offers an altering entry by itself", () => {
    const s = sorcererTurn(ruleset, places);
    expect(options(ruleset, s).filter((o) => String(o.use ?? "").endsWith("-spell"))).toEqual([]);
  });

  it("pays through a counter row with usesOf, by the level with usesSpentByLevel", () => {
    const doc = structuredClone(srd5e) as unknown as { catalogs: Record<string, { entries: unknown[] }> };
    doc.catalogs["features"]!.entries.push(
      {
        id: "sorcery-points-row",
        name: "Sorcery Points",
        row: { list: "features", values: { name: "Sorcery Points", uses: 5, recharge: "long" } },
      },
      {
        id: "twin-by-row",
        name: "Twinned by Row",
        mechanics: {
          kind: "utility",
          alters: { catalogs: ["spells"], twins: true },
          usesOf: "Sorcery Points",
          usesSpentByLevel: true,
        },
      },
    );
    const rows = loadedDoc(doc);
    const sheet: SheetData = {
      ...srd5eCharacter("sorcerer-5"),
      lists: {
        ...srd5eCharacter("sorcerer-5").lists,
        spells: [{ entry: "spells/hideous-laughter", prepared: true }],
        features: [{ entry: "features/sorcery-points-row", used: 1 }, { entry: "features/twin-by-row" }],
      },
    };
    const start = startCombat(rows, {
      seed: 2,
      party: [sheet],
      enemies: [{ creature: "creatures/goblin", count: 2 }],
      noBoard: true,
    });
    const s = turnIn(start.state, SORCERER);
    const spell = spellOption(rows, s, "hideous-laughter")!;
    expect(spell.alters).toEqual([
      {
        id: "features/twin-by-row",
        name: "Twinned by Row",
        price: 1,
        from: "Sorcery Points",
        targets: spell.alters![0]!.targets,
      },
    ]);
    const step = acceptIn(rows, s, {
      option: spell.id,
      targets: ["Goblin 1", "Goblin 2"],
      pay: "slot_3",
      alters: ["features/twin-by-row"],
    });
    expect(step.state.combatants[SORCERER]!.counters?.["sorcery points"]).toBe(1);
    expect(settleSheets(rows, step.state)[SORCERER]!.lists?.features?.[0]).toMatchObject({ used: 4 });
  });
});
