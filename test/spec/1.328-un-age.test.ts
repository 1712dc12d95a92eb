// 1.328 — Save difficulty moved by a condition: "A condition's modification { "to": "save-difficulty", "flat": -2 }
// moves, while the holder has it, the difficulty of every save the holder calls for: its actions' own saves, and the
// save difficulty for ending what those actions applied. It takes only a flat amount, nothing else, and never affects
// the difficulty of checks, concentration saves (set by the damage) …" The Miller of Hours' Un-age: spell save DC
// lowered by 2, here on the bundled SRD's wizard casting Slow.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, choose, options, type Step, startCombat } from "../../src/combat/index.js";
import { Rng } from "../../src/random/rng.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";

const WIZARD = "Sabine (Wizard 5)";
const UN_AGED = { id: "un-aged", label: "Un-aged", modifiers: [{ to: "save-difficulty", flat: -2 }] };

let ruleset: RulesetDoc;

function withUnAged(): unknown {
  const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
  doc.combat.conditions.push(UN_AGED);
  return doc;
}

function accept(state: CombatState, choice: Parameters<typeof choose>[2]): Step {
  const r = choose(ruleset, state, choice);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

/** The wizard's turn, un-aged or not, before it casts Slow on the two goblins. */
function wizardTurn(unAged: boolean): CombatState {
  const sheet = { ...srd5eCharacter("wizard-5"), lists: { spells: [{ entry: "spells/slow", prepared: true }] } };
  const s = structuredClone(
    startCombat(ruleset, {
      seed: 5,
      party: [sheet],
      enemies: ["creatures/goblin", "creatures/goblin"],
      noBoard: true,
    }).state,
  );
  s.turn = s.order.indexOf(WIZARD);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  if (unAged) s.combatants[WIZARD]!.conditions.push({ id: "un-aged" });
  return s;
}

function slow(unAged: boolean): Step {
  const s = wizardTurn(unAged);
  const o = options(ruleset, s).find((x) => x.kind === "use" && x.use === "spells/slow")!;
  return accept(s, { option: o.id, targets: ["Goblin 1", "Goblin 2"] });
}

const saves = (events: readonly CombatEvent[]) =>
  events.filter((e): e is Extract<CombatEvent, { t: "save" }> => e.t === "save");

describe("1.328 Un-age", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(withUnAged()).doc;
  });

  it("the example's ruleset is valid", () => {
    expect(validate(withUnAged()).issues).toEqual([]);
  });

  it("lowers the difficulty of the saves the holder's spell calls for by 2", () => {
    // Wizard 5: spell save DC 8 + 3 + 4 (Intelligence 18) = 15.
    expect(saves(slow(false).events).map((e) => e.difficulty)).toEqual([15, 15]);
    expect(saves(slow(true).events).map((e) => e.difficulty)).toEqual([13, 13]);
  });

  it("and of the saves that end what the spell applied", () => {
    const plain = slow(false).state.combatants;
    const moved = slow(true).state.combatants;
    const ends = (cs: typeof plain) =>
      Object.values(cs).flatMap((c) =>
        c.conditions.filter((x) => x.id === "slowed").map((x) => x.saveEnds?.difficulty),
      );
    expect(ends(moved).length).toBeGreaterThan(0);
    expect(new Set(ends(moved))).toEqual(new Set([13]));
    if (ends(plain).length) expect(new Set(ends(plain))).toEqual(new Set([15]));
  });

  it("never the holder's own concentration saves, set by the damage", () => {
    const cast = slow(true);
    const s = structuredClone(cast.state);
    s.turn = s.order.indexOf("Goblin 1");
    for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
    for (const c of Object.values(s.combatants)) if (c.creature) c.conditions = [];
    for (let i = 0; i < 40; i++) {
      const t = structuredClone(s);
      t.rng = Rng.fromSeed(300 + i).toJSON();
      const o = options(ruleset, t).find((x) => x.kind === "use" && !!x.targets?.candidates.includes(WIZARD))!;
      const r = accept(t, { option: o.id, targets: [WIZARD] });
      const kept = saves(r.events).filter((e) => e.who === WIZARD);
      if (!kept.length) continue;
      expect(kept[0]!.difficulty).toBe(10);
      return;
    }
    throw new Error("the goblins never hit the wizard");
  });
});

describe("1.328 validation", () => {
  const withModifier = (modifier: Record<string, unknown>, capabilityApi = srd5e.capabilityApi) => {
    const doc = structuredClone(srd5e) as unknown as { capabilityApi: string; combat: { conditions: unknown[] } };
    doc.capabilityApi = capabilityApi;
    doc.combat.conditions.push({ id: "un-aged", label: "Un-aged", modifiers: [modifier] });
    return validate(doc).issues.map((i) => [i.path.replace(/^combat\.conditions\[\d+\]\./, ""), i.code, i.capability]);
  };

  it("needs 1.328", () => {
    expect(withModifier({ to: "save-difficulty", flat: -2 }, "1.327")).toContainEqual([
      "modifiers[0].to",
      "needs-version",
      "1.328",
    ]);
  });

  it("takes only flat, and needs it", () => {
    expect(withModifier({ to: "save-difficulty", flat: -2, mode: "disadvantage" })).toEqual([
      ["modifiers[0].mode", "not-allowed", "1.328"],
    ]);
    expect(withModifier({ to: "save-difficulty", dice: "1d4" })).toEqual([
      ["modifiers[0].flat", "missing", "1.328"],
      ["modifiers[0].dice", "not-allowed", "1.328"],
    ]);
  });
});
