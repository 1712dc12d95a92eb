// 1.236 — Conditions that give their holder uses of their own: "A combat condition's `actions` lists catalog
// entries that the holder can use while they have that condition: they appear on the menu only then, cost nothing
// from the sheet other than the budget each one spends, and are rolled with the holder's own numbers … An entry with
// `endsCondition` ends that condition on its user once it has been used, and, when the concentration maintaining
// that condition is the user's own, also ends that concentration: 5e Dispel Evil and Good, whose Break Enchantment
// and Dismissal each end the spell. `ends.from` cures only what was applied by a creature that passes that test."
// Played with the bundled SRD's Dispel Evil and Good, cast by a cleric with a 5th-level slot.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  choose,
  formatEvent,
  namesFor,
  type Option,
  options,
  startCombat,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { Rng } from "../../src/index.js";
import type { EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { editEntry, loadedDoc } from "../support/loaded.js";

let ruleset: RulesetDoc;
const CLERIC = "Marek (Cleric 5)";
const FIGHTER = "Bram (Fighter 1)";
const HOUND = "Hell Hound 1";
const GOBLIN = "Goblin 1";
const BREAK = "granted:dispel-evil-and-good:spells/break-enchantment";
const DISMISSAL = "granted:dispel-evil-and-good:spells/dismissal";

/** A cleric whose caster level gives it a 5th-level slot, with Dispel Evil and Good prepared beside its own list
 * (`few`: beside only Sacred Flame; `alone`: nothing beside it). */
type Lists = "all" | "few" | "alone";
function cleric(lists: Lists = "all") {
  const sheet = srd5eCharacter("cleric-5");
  const others =
    lists === "few"
      ? [{ entry: "spells/sacred-flame", prepared: true }]
      : lists === "alone"
        ? []
        : (sheet.lists?.spells ?? []);
  return {
    ...sheet,
    fields: { ...sheet.fields, caster_level: 9 },
    lists: { spells: [{ entry: "spells/dispel-evil-and-good", prepared: true }, ...others] },
  };
}

function start(seed = 1, few: Lists = "all"): CombatState {
  return startCombat(ruleset, {
    seed,
    party: [cleric(few), srd5eCharacter("fighter-1")],
    enemies: [
      { creature: "creatures/hell-hound", at: [[3, 2]] },
      { creature: "creatures/goblin", at: [[7, 2]] },
    ],
    board: {
      width: 10,
      height: 6,
      party: [
        [2, 2],
        [2, 3],
      ],
    },
  }).state;
}

const useOption = (s: CombatState, use: string): Option | undefined =>
  options(ruleset, s).find((o) => o.kind === "use" && o.use === use);

/** The cleric's turn right after casting Dispel Evil and Good. */
function protectedCleric(seed = 1, few: Lists = "all"): CombatState {
  const s = turnIn(start(seed, few), CLERIC);
  const cast = useOption(s, "spells/dispel-evil-and-good")!;
  const step = acceptIn(ruleset, s, { option: cast.id, targets: [CLERIC] });
  return turnIn(step.state, CLERIC);
}

const held = (s: CombatState, who: string) => s.combatants[who]!.conditions.map((c) => c.id);

describe("1.236 Dispel Evil and Good", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("Break Enchantment and Dismissal are on the menu only while the cleric holds the spell's condition", () => {
    const before = turnIn(start(), CLERIC);
    expect(useOption(before, BREAK)).toBeUndefined();
    expect(useOption(before, DISMISSAL)).toBeUndefined();
    const s = protectedCleric();
    expect(held(s, CLERIC)).toContain("dispel-evil-and-good");
    expect(s.combatants[CLERIC]!.concentration?.use).toBe("spells/dispel-evil-and-good");
    const dismissal = useOption(s, DISMISSAL)!;
    // Paid with nothing but its budget: no slot.
    expect(dismissal).toMatchObject({ budget: "action", label: expect.stringContaining("Dismissal") });
    expect(dismissal.payments ?? []).toEqual([]);
    // Dismissal reaches only a celestial, elemental, fey, fiend or undead within reach: the hound, not the goblin.
    expect(dismissal.targets?.candidates).toEqual([HOUND]);
    // Break Enchantment is offered once someone is charmed or frightened by such a creature (below).
    expect(useOption(s, BREAK)).toBeUndefined();
    s.combatants[FIGHTER]!.conditions.push({ id: "frightened", source: HOUND, by: "action:0" });
    expect(useOption(s, BREAK)?.targets?.candidates).toEqual([FIGHTER]);
  });

  it("Break Enchantment ends a fright a fiend gave and leaves a charm a goblin gave; the spell and its concentration end", () => {
    const s = protectedCleric();
    const fighter = s.combatants[FIGHTER]!;
    fighter.conditions.push({ id: "frightened", source: HOUND, by: "action:0" });
    fighter.conditions.push({ id: "charmed", source: GOBLIN, by: "action:0" });
    const slots = { ...s.combatants[CLERIC]!.pools };
    const o = useOption(s, BREAK)!;
    expect(o.targets?.candidates).toContain(FIGHTER);
    const step = acceptIn(ruleset, s, { option: o.id, targets: [FIGHTER] });
    expect(held(step.state, FIGHTER)).toEqual(["charmed"]);
    expect(held(step.state, CLERIC)).not.toContain("dispel-evil-and-good");
    expect(step.state.combatants[CLERIC]!.concentration).toBeNull();
    expect(step.state.combatants[CLERIC]!.pools).toEqual(slots);
    expect(step.state.combatants[CLERIC]!.budgets.action).toBe(0);
    const ended = step.events.filter((e) => e.t === "concentration");
    expect(ended).toMatchObject([{ who: CLERIC, what: "end", why: "used Break Enchantment" }]);
    // Once ended, its uses are gone from the menu.
    expect(useOption(turnIn(step.state, CLERIC), DISMISSAL)).toBeUndefined();
  });

  it("Break Enchantment is aimed only at someone it would help", () => {
    const s = protectedCleric();
    s.combatants[FIGHTER]!.conditions.push({ id: "charmed", source: GOBLIN, by: "action:0" });
    expect(useOption(s, BREAK)?.targets?.candidates ?? []).not.toContain(FIGHTER);
  });

  it("Dismissal: a hit and a failed Charisma save send the hound out of the fight for good, and the spell ends", () => {
    for (let seed = 1; seed < 80; seed++) {
      const s = protectedCleric();
      s.rng = Rng.fromSeed(seed).toJSON();
      const step = acceptIn(ruleset, s, { option: useOption(s, DISMISSAL)!.id, targets: [HOUND] });
      const saved = step.events.find(
        (e): e is Extract<CombatEvent, { t: "save" }> => e.t === "save" && e.who === HOUND,
      );
      expect(held(step.state, CLERIC)).not.toContain("dispel-evil-and-good");
      expect(step.state.combatants[CLERIC]!.concentration).toBeNull();
      if (!saved || saved.success) continue;
      const hound = step.state.combatants[HOUND]!;
      expect(hound).toMatchObject({ status: "fled", dismissed: { by: CLERIC, use: DISMISSAL } });
      expect(hound.dismissed!.while).toBeUndefined();
      const line = step.events.find((e): e is Extract<CombatEvent, { t: "dismissed" }> => e.t === "dismissed")!;
      expect(formatEvent(line, namesFor(ruleset, step.state))).toBe(
        "Hell Hound 1 is sent out of the fight for good by Marek (Cleric 5)'s Dismissal",
      );
      // Out of the turn order: a whole round passes without its turn.
      let state = step.state;
      const turns: string[] = [];
      for (let i = 0; i < 6; i++) {
        const r = acceptIn(ruleset, state, { option: "end" });
        turns.push(...r.events.flatMap((e) => (e.t === "turn" ? [e.who] : [])));
        state = r.state;
      }
      expect(turns).not.toContain(HOUND);
      expect(turns).toContain(GOBLIN);
      return;
    }
    throw new Error("the hound never failed its save");
  });

  it("a hound that makes its save stays, and the spell still ends", () => {
    for (let seed = 1; seed < 80; seed++) {
      const s = protectedCleric();
      s.rng = Rng.fromSeed(seed).toJSON();
      const step = acceptIn(ruleset, s, { option: useOption(s, DISMISSAL)!.id, targets: [HOUND] });
      const saved = step.events.find(
        (e): e is Extract<CombatEvent, { t: "save" }> => e.t === "save" && e.who === HOUND,
      );
      if (!saved?.success) continue;
      expect(step.state.combatants[HOUND]!.status).toBe("standing");
      expect(held(step.state, CLERIC)).not.toContain("dispel-evil-and-good");
      return;
    }
    throw new Error("the hound never made its save");
  });

  it("a spellcasting creature holding the condition rolls with its spellcasting numbers", () => {
    // Dismissal aimed at anyone, so the lich can aim it at the hound beside it (a sheet is of no creature type).
    const rules = loadedDoc(
      editEntry<EntryDef>(srd5e as RulesetDoc, "spells/dismissal", (e) => ({
        ...e,
        mechanics: { ...e.mechanics!, targets: "any" },
      })),
    );
    const lichFight = startCombat(rules, {
      seed: 3,
      party: [srd5eCharacter("fighter-1")],
      enemies: [
        { creature: "creatures/lich", at: [[3, 2]] },
        { creature: "creatures/hell-hound", at: [[4, 2]] },
      ],
      board: { width: 10, height: 6, party: [[1, 2]] },
    }).state;
    const lich = lichFight.order.find((id) => lichFight.combatants[id]!.creature === "creatures/lich")!;
    const hound = lichFight.order.find((id) => lichFight.combatants[id]!.creature === "creatures/hell-hound")!;
    // The lich holds the condition (as if it had cast the spell) and dismisses the hound beside it, its own side.
    const s = turnIn(lichFight, lich, (t) => {
      t.combatants[lich]!.conditions.push({ id: "dispel-evil-and-good", source: lich, by: "spells/x" });
    });
    const o = options(rules, s).find((x) => x.kind === "use" && x.use === DISMISSAL);
    expect(o?.targets?.candidates).toContain(hound);
    for (let seed = 1; seed < 40; seed++) {
      const t = structuredClone(s);
      t.rng = Rng.fromSeed(seed).toJSON();
      const r = choose(rules, t, { option: o!.id, targets: [hound] });
      if ("rejected" in r) throw new Error(r.rejected.message);
      // The lich's spellcasting: +12 to hit, save DC 20.
      expect(r.events.find((e) => e.t === "attack")).toMatchObject({ bonus: 12 });
      const saved = r.events.find((e): e is Extract<CombatEvent, { t: "save" }> => e.t === "save" && e.who === hound);
      if (!saved) continue;
      expect(saved).toMatchObject({ difficulty: 20 });
      return;
    }
    throw new Error("the lich never hit");
  });
});

describe("1.236 Dismissal and Break Enchantment, weighed by the director", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(srd5e);
  });

  it("sends a hound in reach away rather than striking it or burning it with Sacred Flame, though that ends the spell", () => {
    const s = protectedCleric(1, "few");
    expect(direct(ruleset, s)).toMatchObject({ option: useOption(s, DISMISSAL)!.id, targets: [HOUND] });
  });

  it("burns down a hound at 1 hit point with Sacred Flame rather than give the spell up to dismiss it", () => {
    const s = protectedCleric(1, "few");
    s.combatants[HOUND]!.hp = 1;
    expect(useOption(s, DISMISSAL)).toBeDefined();
    expect(direct(ruleset, s)).toMatchObject({ option: useOption(s, "spells/sacred-flame")!.id, targets: [HOUND] });
  });

  it("breaks a fiend's fright on an ally when nothing better is in reach", () => {
    const s = protectedCleric(1, "alone");
    s.combatants[HOUND]!.at = [8, 5];
    s.combatants[GOBLIN]!.at = [9, 0];
    s.combatants[FIGHTER]!.conditions.push({ id: "frightened", source: HOUND, by: "action:0" });
    expect(direct(ruleset, s)).toMatchObject({ option: useOption(s, BREAK)!.id, targets: [FIGHTER] });
  });
});

describe("1.236 validation", () => {
  const issues = (doc: unknown) => validate(doc).issues.map((i) => `${i.path} ${i.code}`);

  it("the bundled SRD's Dispel Evil and Good validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("a condition's actions name catalog entries; endsCondition names a condition", () => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: { id: string; actions?: string[] }[] } };
    doc.combat.conditions.find((c) => c.id === "dispel-evil-and-good")!.actions = ["spells/no-such-thing"];
    expect(issues(doc)).toContainEqual(expect.stringMatching(/\.actions\[0\] bad-reference$/));
    const ends = editEntry<EntryDef>(srd5e as RulesetDoc, "spells/dismissal", (e) => ({
      ...e,
      mechanics: { ...e.mechanics!, endsCondition: "no-such-condition" },
    }));
    expect(issues(ends)).toContainEqual(expect.stringMatching(/\.mechanics\.endsCondition bad-reference$/));
  });

  it("ends.from is a type-and-tag test", () => {
    const doc = editEntry<EntryDef>(srd5e as RulesetDoc, "spells/break-enchantment", (e) => ({
      ...e,
      mechanics: {
        ...e.mechanics!,
        ends: {
          conditions: ["charmed"],
          from: { kinds: ["fiend"] } as unknown as NonNullable<NonNullable<EntryDef["mechanics"]>["ends"]>["from"],
        },
      },
    }));
    expect(issues(doc)).toContainEqual(expect.stringMatching(/\.mechanics\.ends\.from\.kinds unknown-key$/));
  });
});
