// 1.415 — Overchannel: "An alteration's `"maximizes": {"fromLevel"?, "upToLevel"?}` maximizes the damage of the
// entries it applies to, every die (including those of the damage parts and those from higher paid levels) taking its
// highest face; it applies only to entries that deal damage and whose paid level is within those bounds (choosing an
// entry outside the bounds is rejected with `bad-alter`). Its `"backlash": {"free", "dice", "grows"?, "type"?,
// "unblockable"?}` harms the user after the altered entry has been cast, provided the counter the entry spends through
// `usesOf` is past its first `free` uses (counted since that counter last recovered): each level the entry was paid
// at brings `dice`, and for each use beyond the first use that dealt damage, each level adds `grows`; `unblockable`
// ignores resistance and immunity. 5e's Overchannel is a utility that spends an "Overchannel uses" counter, which
// recovers on a long rest, with `{"catalogs": ["spells"], "where": <wizard spells>, "maximizes": {"fromLevel": 1,
// "upToLevel": 5}, "backlash": {"free": 1, "dice": "2d12", "grows": "1d12", "type": "necrotic", "unblockable":
// true}}`." The SRD wizard holds the SRD's Overchannel.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, formatEvent, namesFor, options } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { candidateVariantsOf, effectWorth } from "../../src/director/plugins.js";
import { makeScene } from "../../src/director/scene.js";
import type { EntryDef } from "../../src/ruleset/catalog.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { evokerSheet, evokerTurn, WIZARD } from "../support/evoker.js";
import { editEntry, loadedDoc } from "../support/loaded.js";
import { eventsOf, goblinIds, spellOption } from "../support/sorcerer.js";

const OVERCHANNEL = "features/overchannel";
const places = { wizard: [2, 5] as const, goblins: [[15, 5] as const, [15, 6] as const] };

let ruleset: RulesetDoc;

/** The wizard holding Overchannel, with `used` of its uses spent since the last long rest. */
function overchanneler(used = 0): SheetData {
  const sheet = evokerSheet([]);
  return {
    ...sheet,
    lists: { ...sheet.lists, features: [{ entry: OVERCHANNEL, ...(used ? { used } : {}) }] },
  };
}

const turn = (rules: RulesetDoc, used = 0, fn?: (s: CombatState) => void) =>
  evokerTurn(rules, overchanneler(used), places, fn);

const fireball = (rules: RulesetDoc, s: CombatState, pay = "slot_3") =>
  acceptIn(rules, s, { option: spellOption(rules, s, "fireball")!.id, at: [15, 5], pay, alters: [OVERCHANNEL] });

describe("1.415 Overchannel", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("is offered on spells that deal damage, for one of its uses, and not on one that deals none", () => {
    const s = turn(ruleset);
    expect(s.combatants[WIZARD]!.counters?.["overchannel uses"]).toBe(10);
    for (const spell of ["fireball", "burning-hands", "fire-bolt"])
      expect(spellOption(ruleset, s, spell)!.alters).toEqual([
        expect.objectContaining({ id: OVERCHANNEL, price: 1, from: "Overchannel uses" }),
      ]);
    expect(spellOption(ruleset, s, "blur")?.alters ?? []).toEqual([]);
  });

  it("the first use maximizes every die of a Fireball and harms no one else: 48 fire on each goblin", () => {
    const step = fireball(ruleset, turn(ruleset));
    const hits = eventsOf(step.events, "damage").filter((d) => goblinIds(step.state).includes(d.who));
    expect(hits).toHaveLength(2);
    for (const d of hits) {
      expect(d.rolled).toBe(48);
      expect(d.dice!.dice.every((x) => x.value === 6)).toBe(true);
    }
    const maxed = eventsOf(step.events, "alter-maximized");
    expect(maxed.map((e) => e.target).sort()).toEqual(goblinIds(step.state).sort());
    expect(formatEvent(maxed[0]!, namesFor(ruleset, step.state))).toBe(
      `Overchannel maximizes the damage of Fireball on ${maxed[0]!.target}`,
    );
    expect(eventsOf(step.events, "alter-backlash")).toEqual([]);
    expect(eventsOf(step.events, "damage").filter((d) => d.who === WIZARD)).toEqual([]);
    expect(step.state.combatants[WIZARD]!.counters?.["overchannel uses"]).toBe(9);
  });

  it("dice from a higher paid level are maximized too: Burning Hands at 2nd level deals 24", () => {
    const s = evokerTurn(ruleset, overchanneler(), { wizard: [2, 5], goblins: [[3, 5]] });
    const step = acceptIn(ruleset, s, {
      option: spellOption(ruleset, s, "burning-hands")!.id,
      at: [3, 5],
      pay: "slot_2",
      alters: [OVERCHANNEL],
    });
    const [hit] = eventsOf(step.events, "damage").filter((d) => d.who !== WIZARD);
    expect(hit!.rolled).toBe(24);
  });

  it("the second use since the rest harms the wizard after the cast: 2d12 necrotic per level, 6d12 at 3rd", () => {
    const step = fireball(ruleset, turn(ruleset, 1));
    const [backlash] = eventsOf(step.events, "alter-backlash");
    expect(backlash).toEqual({
      t: "alter-backlash",
      who: WIZARD,
      alter: OVERCHANNEL,
      use: "spells/fireball",
      dice: "6d12",
      uses: 2,
    });
    expect(formatEvent(backlash!, namesFor(ruleset, step.state))).toBe(
      `${WIZARD} is harmed by Overchannel after casting Fireball (use 2 since the last rest: 6d12)`,
    );
    // After the goblins' damage, as necrotic.
    const damage = eventsOf(step.events, "damage");
    const own = damage.filter((d) => d.who === WIZARD);
    expect(own).toHaveLength(1);
    expect(own[0]!.type).toBe("necrotic");
    expect(own[0]!.dice!.dice).toHaveLength(6);
    expect(own[0]!.rolled).toBe(own[0]!.dice!.total);
    expect(damage.indexOf(own[0]!)).toBe(damage.length - 1);
  });

  it("each further use adds 1d12 per level: the third is 9d12 at 3rd level, 6d12 at 2nd", () => {
    expect(eventsOf(fireball(ruleset, turn(ruleset, 2)).events, "alter-backlash")[0]!.dice).toBe("9d12");
    const s = evokerTurn(ruleset, overchanneler(2), { wizard: [2, 5], goblins: [[3, 5]] });
    const step = acceptIn(ruleset, s, {
      option: spellOption(ruleset, s, "burning-hands")!.id,
      at: [3, 5],
      pay: "slot_2",
      alters: [OVERCHANNEL],
    });
    expect(eventsOf(step.events, "alter-backlash")[0]!.dice).toBe("6d12");
  });

  it("unblockable: an immunity to necrotic does not keep the backlash off; without it, it does", () => {
    const immune = (rules: RulesetDoc, unblockable: boolean) => {
      const r = editEntry<EntryDef>(rules, OVERCHANNEL, (e) => {
        const m = e.mechanics as { alters: { backlash: Record<string, unknown> } };
        return {
          ...e,
          mechanics: { ...m, alters: { ...m.alters, backlash: { ...m.alters.backlash, unblockable } } },
        } as typeof e;
      });
      return r;
    };
    const ward = {
      id: "necrotic-ward",
      name: "Necrotic Ward",
      level: 1,
      filters: { level: 1, school: "abjuration" },
      mechanics: {
        kind: "utility",
        budget: "action",
        range: "self",
        area: { shape: "burst", size: 10 },
        cost: { group: "slots", level: 1 },
        zone: { rounds: 100, inside: { immune: ["necrotic"] } },
      },
    };
    for (const unblockable of [true, false]) {
      const doc = structuredClone(srd5e) as unknown as { catalogs: Record<string, { entries: unknown[] }> };
      doc.catalogs["spells"]!.entries.push(ward);
      const rules = immune(loadedDoc(doc), unblockable);
      const held = overchanneler(1);
      const spells = [...(held.lists?.spells ?? []), { entry: "spells/necrotic-ward", prepared: true }];
      const sheet: SheetData = { ...held, lists: { ...held.lists, spells } };
      const s = evokerTurn(rules, sheet, places);
      const warded = acceptIn(rules, s, {
        option: spellOption(rules, s, "necrotic-ward")!.id,
        at: [2, 5],
        pay: "slot_1",
      });
      const step = fireball(rules, turnIn(warded.state, WIZARD));
      const [own] = eventsOf(step.events, "damage").filter((d) => d.who === WIZARD);
      if (unblockable) {
        expect(own!.taken).toBe(own!.rolled);
        expect(own!.taken).toBeGreaterThan(0);
      } else expect(own).toMatchObject({ taken: 0, why: "immune" });
    }
  });

  it("rejects a cantrip or a level outside its bounds with bad-alter", () => {
    const s = turn(ruleset);
    const bolt = choose(ruleset, s, {
      option: spellOption(ruleset, s, "fire-bolt")!.id,
      targets: [goblinIds(s)[0]!],
      alters: [OVERCHANNEL],
    });
    expect("rejected" in bolt && bolt.rejected.code).toBe("bad-alter");
    const low = editEntry<EntryDef>(ruleset, OVERCHANNEL, (e) => {
      const m = e.mechanics as { alters: Record<string, unknown> };
      return {
        ...e,
        mechanics: { ...m, alters: { ...m.alters, maximizes: { fromLevel: 1, upToLevel: 2 } } },
      } as typeof e;
    });
    const t = turn(low);
    const third = choose(low, t, {
      option: spellOption(low, t, "fireball")!.id,
      at: [15, 5],
      pay: "slot_3",
      alters: [OVERCHANNEL],
    });
    expect("rejected" in third && third.rejected).toMatchObject({ code: "bad-alter", path: "alters" });
    // Still offered: only the paid level is out of bounds (Burning Hands at 2nd level is maximized).
    expect(spellOption(low, t, "fireball")!.alters).toHaveLength(1);
    const burn = acceptIn(low, t, {
      option: spellOption(low, t, "burning-hands")!.id,
      at: [3, 5],
      pay: "slot_2",
      alters: [OVERCHANNEL],
    });
    expect(eventsOf(burn.events, "altered")).toHaveLength(1);
  });

  it("the director weighs the maximum on the foes, less the backlash once it is past its free use", () => {
    const worth = (used: number, spell: string) => {
      const s = turn(ruleset, used);
      const o = spellOption(ruleset, s, spell)!;
      const scene = makeScene(ruleset, s, options(ruleset, s));
      const use = usesOf(ruleset, s, s.combatants[WIZARD]!).find((u) => u.id === o.use)!;
      const plain = {
        choice: { option: o.id, at: [15, 5] as [number, number], pay: "slot_3" },
        option: o,
        use,
        targets: goblinIds(s).map((id) => s.combatants[id]!),
        payment: o.payments?.find((p) => p.pool === "slot_3") ?? o.payments?.[0],
        steps: 0,
      };
      const variants = candidateVariantsOf(scene, o, [plain]);
      const altered = variants.filter((c) => c.choice.alters?.includes(OVERCHANNEL));
      return { altered, worth: altered.map((c) => effectWorth(scene, c)) };
    };
    const first = worth(0, "fireball");
    expect(first.altered).toHaveLength(1);
    expect(first.worth[0]).toBeGreaterThan(0);
    const second = worth(1, "fireball");
    expect(second.worth[0]).toBeLessThan(first.worth[0]!);
    // A cantrip is never tried with it.
    expect(worth(0, "fire-bolt").altered).toEqual([]);
  });
});
