// 1.259 — Rescues on worn items: "An item's `use` can carry `rescue` like an entry's mechanics, including `saves` and
// `budget`. It never appears on the menu, and it is used up only while the item is worn (when it has slots) and has
// the `charges` its use spends. Using it up spends one charge. A ring of evasion is an item with `"charges": { "max":
// 3 }` and `"use": { "kind": "buff", "targets": "self", "free": true, "charges": 1, "rescue": { "roll": "saves", "by":
// "success", "saves": ["dex_save"], "budget": "reaction" } }`. Its charges come back according to the item's
// `recharge`." With 1.257's `rescue.saves` (used up only on those saves) and `rescue.budget` (it also spends one of
// that budget, and is not used up without it). The ring from the bundled SRD.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  formatEvent,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import type { SheetData } from "../../src/ruleset/sheet-data.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

let rules: RulesetDoc;
const WIZARD = "Emrys (Wizard 1)";
const ROGUE = "Corin (Rogue 5)";
const RING = "items/ring-of-evasion";

/** The rogue with the ring (worn unless told), `charges` left on it. */
function ringed(worn = true, charges?: number): SheetData {
  const sheet = srd5eCharacter("rogue-5");
  return {
    ...sheet,
    inventory: [...(sheet.inventory ?? []), { item: RING, worn, ...(charges !== undefined ? { charges } : {}) }],
  };
}

function turnOf(state: CombatState, who: string, draw: number): CombatState {
  const s = structuredClone(state);
  s.turn = s.order.indexOf(who);
  s.stack = [];
  const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
  s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

const start = (rogue: SheetData) =>
  startCombat(rules, {
    seed: 3,
    party: [
      {
        ...srd5eCharacter("wizard-1"),
        lists: { spells: [{ entry: "spells/burning-hands" }, { entry: "spells/poison-spray" }] },
      },
    ],
    enemies: [rogue],
    noBoard: true,
  }).state;

/** The wizard's `spell` on the rogue, the generator at `draw`; `fn` adjusts the state first. */
function cast(state: CombatState, spell: string, draw: number, fn: (s: CombatState) => void = () => {}): Step {
  const s = turnOf(state, WIZARD, draw);
  s.combatants[ROGUE]!.hp = 500;
  fn(s);
  const o = options(rules, s).find((x) => x.use === spell)!;
  return acceptIn(rules, s, { option: o.id, targets: [ROGUE] });
}

/** The first draws whose save fails, and the step each gives. */
function failing(state: CombatState, spell: string, fn?: (s: CombatState) => void): Step[] {
  const out: Step[] = [];
  for (let draw = 1; draw <= 40 && out.length < 3; draw++) {
    const step = cast(state, spell, draw, fn);
    const [save] = of(step.events, "save");
    if (save && !save.success) out.push(step);
  }
  expect(out.length).toBeGreaterThan(0);
  return out;
}

describe("1.259 a ring of evasion", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  it("the bundled SRD's ring validates clean and is never on its wearer's menu", () => {
    expect(validate(srd5e).issues).toEqual([]);
    const s = turnOf(start(ringed()), ROGUE, 1);
    expect(options(rules, s).some((o) => o.use === `${RING}#use`)).toBe(false);
  });

  it("a failed Dexterity save succeeds for a charge and the reaction: Burning Hands deals half", () => {
    for (const step of failing(start(ringed()), "spells/burning-hands")) {
      const [rescue] = of(step.events, "rescue");
      expect(rescue).toMatchObject({
        who: ROGUE,
        kind: "saves",
        how: "success",
        label: "Ring of Evasion",
        success: true,
      });
      expect(of(step.events, "item")).toContainEqual(
        expect.objectContaining({ who: ROGUE, item: RING, what: "charges", from: 3, to: 2 }),
      );
      expect(of(step.events, "budget")).toContainEqual({ t: "budget", who: ROGUE, budget: "reaction", change: -1 });
      const me = step.state.combatants[ROGUE]!;
      expect(me.budgets["reaction"]).toBe(0);
      const [damage] = of(step.events, "damage");
      expect(damage!.why).toBe("halved");
      expect(formatEvent(rescue!)).toMatch(/uses Ring of Evasion: the failed save \(\d+ vs \d+\) becomes a success/);
    }
  });

  it("only on Dexterity saves: a failed Constitution save (Poison Spray) is not rescued", () => {
    for (const step of failing(start(ringed()), "spells/poison-spray")) {
      expect(of(step.events, "rescue")).toEqual([]);
      expect(step.state.combatants[ROGUE]!.budgets["reaction"]).toBe(1);
    }
  });

  it("not without the reaction, not unworn, not without charges", () => {
    for (const step of failing(start(ringed()), "spells/burning-hands", (s) => {
      s.combatants[ROGUE]!.budgets["reaction"] = 0;
    }))
      expect(of(step.events, "rescue")).toEqual([]);
    for (const step of failing(start(ringed(false)), "spells/burning-hands"))
      expect(of(step.events, "rescue")).toEqual([]);
    for (const step of failing(start(ringed(true, 0)), "spells/burning-hands"))
      expect(of(step.events, "rescue")).toEqual([]);
  });

  it("the charge spent is written back to the sheet and comes back with the item's recharge", () => {
    const [step] = failing(start(ringed()), "spells/burning-hands");
    const sheet = Sheet.of(srd5e, ringed());
    expect(step!.state.combatants[ROGUE]!.stacks?.[sheet.data.inventory!.length - 1]?.charges).toBe(2);
    const rested = Sheet.of(srd5e, ringed(true, 0)).rest("long");
    if (!rested.ok) throw new Error(rested.message);
    const ring = rested.sheet.data.inventory!.find((i) => i.item === RING)!;
    expect(ring.charges).toBeGreaterThanOrEqual(1);
    expect(ring.charges).toBeLessThanOrEqual(3);
  });
});

describe("1.257 rescue.saves and rescue.budget on an entry", () => {
  beforeAll(async () => {
    await withGeometry();
  });

  type Doc = { catalogs: Record<string, { entries: Record<string, unknown>[] }> };
  const withLuck = (rescue: Record<string, unknown>) => {
    const doc = structuredClone(srd5e) as unknown as Doc;
    doc.catalogs["features"]!.entries.push({
      id: "nimble-dodge",
      name: "Nimble Dodge",
      mechanics: { kind: "utility", free: true, range: "self", targets: "self", rescue },
    });
    return doc;
  };

  it("an entry's rescue narrowed to Dexterity saves and spending a bonus action", () => {
    rules = loadedDoc(withLuck({ roll: "saves", by: "success", saves: ["dex_save"], budget: "bonus" }));
    const rogue = srd5eCharacter("rogue-5");
    const dodger = { ...rogue, lists: { features: [{ entry: "features/nimble-dodge" }] } };
    for (const step of failing(start(dodger), "spells/burning-hands")) {
      expect(of(step.events, "rescue")[0]).toMatchObject({ label: "Nimble Dodge", success: true });
      expect(step.state.combatants[ROGUE]!.budgets["bonus"]).toBe(0);
    }
    for (const step of failing(start(dodger), "spells/burning-hands", (s) => {
      s.combatants[ROGUE]!.budgets["bonus"] = 0;
    }))
      expect(of(step.events, "rescue")).toEqual([]);
    for (const step of failing(start(dodger), "spells/poison-spray")) expect(of(step.events, "rescue")).toEqual([]);
  });

  it("saves only on a rescue of saves; a budget the ruleset has", () => {
    const bad = validate(withLuck({ roll: "checks", by: "success", saves: ["dex_save"] })).issues;
    expect(bad).toContainEqual(
      expect.objectContaining({ code: "not-allowed", path: expect.stringMatching(/rescue\.saves$/) }),
    );
    const unknown = validate(withLuck({ roll: "saves", by: "success", budget: "luck" })).issues;
    expect(unknown).toContainEqual(expect.objectContaining({ path: expect.stringMatching(/rescue\.budget$/) }));
  });
});
