// The engine's own `combat.dying.massive` (ruleset-format §20; the reference has no key for it): instant death
// from massive damage, on in the bundled SRD. A blow that drops a character to 0 with damage left over equal
// to its health maximum kills it outright; without the key the same blow leaves it dying. Harm taken at 0 that
// equals or exceeds the maximum kills too; less is a failed death save (SRD, "Damage at 0 Hit Points").
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, choose, options, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";

const CLERIC = "Hale (Cleric 1)";

/** The ogre's turn beside the level-1 cleric (10 hp) at `hp`, status as given. */
function ogreTurn(ruleset: RulesetDoc, seed: number, hp: number): CombatState {
  const s = structuredClone(
    startCombat(ruleset, {
      seed,
      // A second character far off keeps the fight going while the cleric is at 0.
      party: [srd5eCharacter("cleric-1")!, srd5eCharacter("wizard-1")!],
      enemies: [{ creature: "creatures/ogre", at: [[3, 2]] }],
      board: {
        width: 8,
        height: 5,
        party: [
          [2, 2],
          [7, 4],
        ],
      },
    }).state,
  );
  s.stack = [];
  s.turn = s.order.indexOf("Ogre 1");
  s.combatants["Ogre 1"]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  const c = s.combatants[CLERIC]!;
  c.hp = hp;
  return s;
}

function club(ruleset: RulesetDoc, s: CombatState) {
  const o = options(ruleset, s).find((x) => x.use === "creatures/ogre#greatclub" || x.label.includes("Greatclub"))!;
  const r = choose(ruleset, s, { option: o.id, targets: [CLERIC] });
  if ("rejected" in r) throw new Error(r.rejected.message);
  const dmg = r.events.find((e) => e.t === "damage" && e.who === CLERIC);
  return { state: r.state, taken: dmg && dmg.t === "damage" ? dmg.taken : 0, events: r.events };
}

describe("engine key combat.dying.massive (instant death from massive damage)", () => {
  let ruleset: RulesetDoc;
  let without: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(srd5e).doc;
    const doc = structuredClone(srd5e) as unknown as { combat: { dying: Record<string, unknown> } };
    delete doc.combat.dying["massive"];
    without = load(doc).doc;
  });

  it("is on in the bundled SRD and refused when not a boolean", () => {
    expect(ruleset.combat?.dying?.massive).toBe(true);
    const bad = structuredClone(srd5e) as unknown as { combat: { dying: Record<string, unknown> } };
    bad.combat.dying["massive"] = "yes";
    expect(() => load(bad)).toThrow(/combat\.dying\.massive/);
  });

  it("a blow dropping the cleric from 1 hp with its maximum (10) or more left over kills it outright", () => {
    const seen = { dead: 0, dying: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const r = club(ruleset, ogreTurn(ruleset, seed, 1));
      if (!r.taken) continue;
      const c = r.state.combatants[CLERIC]!;
      if (r.taken - 1 >= 10) {
        expect(c.status).toBe("dead");
        expect(r.events).toContainEqual({ t: "dead", who: CLERIC, why: "massive" });
        seen.dead++;
      } else {
        expect(c.status).toBe("dying");
        seen.dying++;
      }
      // Without the key the same blow leaves it dying.
      expect(club(without, ogreTurn(without, seed, 1)).state.combatants[CLERIC]!.status).toBe("dying");
    }
    expect(seen.dead).toBeGreaterThan(0);
    expect(seen.dying).toBeGreaterThan(0);
  });

  it("at 0 hp, harm of at least its maximum (10) kills outright; less is a failed death save, as the SRD says", () => {
    // A fixed amount, so the harm comes from an aura: the ogre sears everyone within 5 feet at the start of its
    // turn.
    const withAura = (doc: unknown, amount: number) => {
      const d = structuredClone(doc) as {
        combat: { conditions: unknown[] };
        catalogs: { creatures: { entries: { id: string; keepsOn?: string[] }[] } };
      };
      d.combat.conditions.push({
        id: "searing",
        label: "Searing",
        auras: [{ distance: 5, side: "all", harms: { flat: amount, type: "fire" } }],
      });
      d.catalogs.creatures.entries.find((e) => e.id === "ogre")!.keepsOn = ["searing"];
      return load(d).doc;
    };
    const searedAtZero = (doc: unknown, amount: number) => {
      const rs = withAura(doc, amount);
      const s = ogreTurn(rs, 3, 0);
      const c = s.combatants[CLERIC]!;
      c.status = "dying";
      c.death = { successes: 0, failures: 0 };
      // The wizard ends its turn; the ogre's begins and its aura sears the cleric lying beside it.
      s.order = ["Emrys (Wizard 1)", "Ogre 1", CLERIC];
      s.turn = 0;
      const r = choose(rs, s, { option: "end" });
      if ("rejected" in r) throw new Error(r.rejected.message);
      expect(r.events).toContainEqual(expect.objectContaining({ t: "damage", who: CLERIC, taken: amount }));
      return { events: r.events, cleric: r.state.combatants[CLERIC]! };
    };
    const doc = structuredClone(srd5e) as unknown as { combat: { dying: Record<string, unknown> } };
    for (const amount of [10, 14]) {
      const r = searedAtZero(srd5e, amount);
      expect(r.cleric.status).toBe("dead");
      expect(r.events).toContainEqual({ t: "dead", who: CLERIC, why: "massive" });
    }
    const under = searedAtZero(srd5e, 9);
    expect(under.cleric.status).toBe("dying");
    expect(under.cleric.death).toEqual({ successes: 0, failures: 1 });
    // Without the key the same harm at 0 is a failed death save too, never death outright.
    delete doc.combat.dying["massive"];
    const plain = searedAtZero(doc, 14);
    expect(plain.cleric.status).toBe("dying");
    expect(plain.cleric.death).toEqual({ successes: 0, failures: 1 });
  });
});
