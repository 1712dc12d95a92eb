// 1.411 — Pools refilled at initiative: "when the combat rolls initiative, a sheet that holds the entry and whose pool
// is used up regains `amount` (1 when omitted), never above the maximum, and the log says so; the pool here can be a
// live pool named by ID, or a list-row pool named by name." 5e's Superior Inspiration (`{"pool": "Bardic
// Inspiration"}`) on the bundled SRD's bard features, and a live pool of the test's own.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, formatEvent, options, settleSheets, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { editEntry, loadedDoc } from "../support/loaded.js";

const BARD = "Tamsin (Fighter 5)";
const doc: RulesetDoc = loadedDoc(srd5e);

/** A level 20 bard (cha 16: three uses of Bardic Inspiration) with `used` of them spent. */
const bard = (used: number, superior = true): SheetData => {
  const sheet = srd5eCharacter("fighter-5");
  return {
    ...sheet,
    abilities: { ...sheet.abilities, cha: 16 },
    fields: { ...sheet.fields, level_bard: 20 },
    lists: {
      features: [
        { entry: "features/bardic-inspiration", used },
        ...(superior ? [{ entry: "features/superior-inspiration" }] : []),
      ],
    },
  };
};

const fight = (ruleset: RulesetDoc, sheet: SheetData, seed = 3) =>
  startCombat(ruleset, { seed, party: [sheet], enemies: ["creatures/goblin"], noBoard: true });

const refills = (events: readonly CombatEvent[]) => events.filter((e) => e.t === "initiative-refill");

describe("1.411 Superior Inspiration", () => {
  beforeAll(withGeometry);

  it("a bard with no Bardic Inspiration left regains one as initiative is rolled, and the log says so", () => {
    expect(Sheet.of(doc, bard(3)).cell("features", 0, "uses")).toBe(3);
    const { state, events } = fight(doc, bard(3));
    expect(state.combatants[BARD]!.counters).toMatchObject({ "bardic inspiration": 1 });
    const [refill] = refills(events);
    expect(refill).toEqual({
      t: "initiative-refill",
      who: BARD,
      pool: "Bardic Inspiration",
      amount: 1,
      now: 1,
      by: "Superior Inspiration",
    });
    // After the initiative rolls, before the first turn.
    const at = events.indexOf(refill!);
    expect(events.slice(0, at).some((e) => e.t === "initiative")).toBe(true);
    expect(events.slice(0, at).some((e) => e.t === "turn")).toBe(false);
    expect(formatEvent(refill!)).toContain("regains 1 Bardic Inspiration as initiative is rolled");
    // The counter row's use comes back to the sheet when the fight settles.
    expect(settleSheets(doc, state)[BARD]!.lists?.features?.[0]?.used).toBe(2);
  });

  it("nothing while a use is left, and nothing without the entry", () => {
    const some = fight(doc, bard(2));
    expect(refills(some.events)).toEqual([]);
    expect(some.state.combatants[BARD]!.counters).toMatchObject({ "bardic inspiration": 1 });
    const none = fight(doc, bard(3, false));
    expect(refills(none.events)).toEqual([]);
    expect(none.state.combatants[BARD]!.counters).toMatchObject({ "bardic inspiration": 0 });
  });

  it("is held, never offered on the menu", () => {
    const { state } = fight(doc, bard(3));
    const s = structuredClone(state);
    s.turn = s.order.indexOf(BARD);
    expect(options(doc, s).some((o) => o.kind === "use" && o.use === "features/superior-inspiration")).toBe(false);
  });

  it("a live pool named by id regains `amount`, never above its maximum", () => {
    const refillSlots = (amount: number | string) =>
      loadedDoc(
        editEntry(srd5e, "features/superior-inspiration", (e) => ({
          ...e,
          mechanics: { kind: "utility", targets: "self", refillsAtInitiative: { pool: "slot_1", amount } },
        })),
      );
    const caster = (slot1: number): SheetData => ({
      ...bard(0),
      fields: { ...bard(0).fields, caster_level: 1 },
      live: { pools: { slot_1: slot1 } },
    });
    const max = Sheet.of(doc, caster(0)).pool("slot_1").max;
    expect(max).toBe(2);
    const many = fight(refillSlots(5), caster(0));
    expect(many.state.combatants[BARD]!.pools.slot_1).toBe(max);
    expect(refills(many.events)).toMatchObject([{ pool: "slot_1", amount: max, now: max }]);
    const rolled = fight(refillSlots("1d1"), caster(0));
    expect(rolled.state.combatants[BARD]!.pools.slot_1).toBe(1);
    const left = fight(refillSlots(5), caster(1));
    expect(left.state.combatants[BARD]!.pools.slot_1).toBe(1);
    expect(refills(left.events)).toEqual([]);
  });
});
