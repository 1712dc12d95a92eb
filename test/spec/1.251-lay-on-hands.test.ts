// 1.251 — Lay on Hands: "An entry's `usesChosen` lets its user choose how many of its uses one use spends, from one
// up to all that remain, and it heals that many times its amount. The option carries `amount: { max }`, and the
// choice sends `amount`; when omitted, it spends as many as would, on average, heal the first target fully. It is
// for a `heal` without `usesSpent`. Lay on Hands is a `heal` with `"amount": { "flat": 1 }`, using through `usesOf`
// a counter of five per paladin level, with `usesChosen` and `"targetTypes": { "not": { "types": ["undead",
// "construct"] } }`".
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Choice,
  type CombatEvent,
  type CombatState,
  choose,
  options,
  type Step,
  settleSheets,
  startCombat,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const PALADIN = "Ysolde (Paladin 5)";
const FIGHTER = "Tamsin (Fighter 5)";
const LAY = "features/lay-on-hands-chosen";

/** The pool's row: five uses per paladin level, back on a long rest. */
const POOL_ENTRY = {
  id: "lay-on-hands-pool",
  name: "Lay on Hands pool",
  row: {
    list: "features",
    values: { name: "Lay on Hands", recharge: "long" },
    scaled: {
      uses: {
        from: { field: "level_paladin" },
        table: [
          [1, 5],
          [2, 10],
          [3, 15],
          [4, 20],
          [5, 25],
        ],
      },
    },
  },
};

const LAY_MECHANICS = {
  kind: "heal",
  budget: "action",
  range: "touch",
  targets: "ally",
  amount: { flat: 1 },
  usesOf: "Lay on Hands",
  usesChosen: true,
  targetTypes: { not: { types: ["undead", "construct"] } },
};

type Doc = { sheet: { lists: { id: string }[] }; catalogs: Record<string, { entries: unknown[] }> };

function withLayOnHands(mechanics: Record<string, unknown> = LAY_MECHANICS): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  // The features list keeps counters (1.404): a name, a maximum, a spent count and the rest that refills it.
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
  doc.catalogs["features"]!.entries.push(POOL_ENTRY, { id: "lay-on-hands-chosen", name: "Lay on Hands", mechanics });
  return doc;
}

let ruleset: RulesetDoc;
const paladin = (used = 0): SheetData => ({
  ...srd5eCharacter("paladin-5"),
  lists: { features: [{ entry: "features/lay-on-hands-pool", used }, { entry: LAY }] },
});

function accept(state: CombatState, choice: Choice): Step {
  const r = choose(ruleset, state, choice);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

/** The paladin's turn with the fighter down to `hp` (0: dying) and every budget full. */
function paladinTurn(hp: number, used = 0): CombatState {
  const start = startCombat(ruleset, {
    seed: 3,
    party: [paladin(used), srd5eCharacter("fighter-5")],
    enemies: ["creatures/goblin"],
    noBoard: true,
  }).state;
  const s = structuredClone(start);
  s.turn = s.order.indexOf(PALADIN);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  const fighter = s.combatants[FIGHTER]!;
  fighter.hp = hp;
  if (hp === 0) fighter.status = "dying";
  return s;
}

const layOption = (state: CombatState) => options(ruleset, state).find((o) => o.kind === "use" && o.use === LAY);
const healed = (events: readonly CombatEvent[]) =>
  events.find((e): e is Extract<CombatEvent, { t: "heal" }> => e.t === "heal" && e.who === FIGHTER);

describe("1.251 Lay on Hands", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(withLayOnHands());
  });

  it("the option carries amount.max, all the uses that remain", () => {
    expect(layOption(paladinTurn(20))?.amount).toEqual({ max: 25 });
    expect(layOption(paladinTurn(20, 18))?.amount).toEqual({ max: 7 });
  });

  it("the chosen amount spends that many uses and heals that many times its amount", () => {
    const state = paladinTurn(20);
    const step = accept(state, { option: layOption(state)!.id, targets: [FIGHTER], amount: 7 });
    expect(healed(step.events)?.amount).toBe(7);
    expect(step.state.combatants[FIGHTER]!.hp).toBe(27);
    expect(step.events).toContainEqual({ t: "pay", who: PALADIN, pool: "Lay on Hands", amount: 7 });
    expect(step.state.combatants[PALADIN]!.counters?.["lay on hands"]).toBe(18);
  });

  it("without an amount, it spends as many as would heal the first target fully", () => {
    const state = paladinTurn(30);
    const step = accept(state, { option: layOption(state)!.id, targets: [FIGHTER] });
    expect(healed(step.events)?.amount).toBe(14);
    expect(step.state.combatants[FIGHTER]!.hp).toBe(44);
    expect(step.events).toContainEqual({ t: "pay", who: PALADIN, pool: "Lay on Hands", amount: 14 });
  });

  it("without an amount, it spends no more than remain", () => {
    const state = paladinTurn(10, 20);
    const step = accept(state, { option: layOption(state)!.id, targets: [FIGHTER] });
    expect(healed(step.events)?.amount).toBe(5);
    expect(step.state.combatants[PALADIN]!.counters?.["lay on hands"]).toBe(0);
    const next = structuredClone(step.state);
    next.combatants[PALADIN]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    expect(layOption(next)).toBeUndefined();
  });

  it("an amount outside 1 to max, not whole, or on an option without one is refused, changing nothing", () => {
    const state = paladinTurn(20, 20);
    const id = layOption(state)!.id;
    for (const [amount, code] of [
      [6, "out-of-range"],
      [0, "out-of-range"],
      [2.5, "wrong-type"],
    ] as const) {
      const r = choose(ruleset, state, { option: id, targets: [FIGHTER], amount });
      expect("rejected" in r && r.rejected).toMatchObject({ code, path: "amount" });
    }
    const end = options(ruleset, state).find((o) => o.kind === "end")!;
    const r = choose(ruleset, state, { option: end.id, amount: 1 });
    expect("rejected" in r && r.rejected).toMatchObject({ code: "bad-choice", path: "amount" });
  });

  it("never reaches an undead or construct ally", () => {
    const start = startCombat(ruleset, {
      seed: 3,
      party: [paladin(), srd5eCharacter("fighter-5"), "creatures/skeleton"],
      enemies: ["creatures/goblin"],
      noBoard: true,
    }).state;
    const s = structuredClone(start);
    s.turn = s.order.indexOf(PALADIN);
    s.combatants[PALADIN]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    s.combatants["Skeleton 1"]!.hp = 1;
    expect(layOption(s)?.targets?.candidates).not.toContain("Skeleton 1");
    expect(layOption(s)?.targets?.candidates).toContain(FIGHTER);
  });

  it("the uses spent are written back to the counter row when the fight settles", () => {
    const state = paladinTurn(20, 3);
    const after = accept(state, { option: layOption(state)!.id, targets: [FIGHTER], amount: 7 }).state;
    const sheet = settleSheets(ruleset, after)[PALADIN]!;
    expect(sheet.lists?.features?.[0]).toEqual({ entry: "features/lay-on-hands-pool", used: 10 });
  });

  it("the director lays hands on a dying ally, spending what would heal it fully (here all 25 that remain)", () => {
    const state = paladinTurn(0);
    const choice = direct(ruleset, state);
    expect(choice).toMatchObject({ option: layOption(state)!.id, targets: [FIGHTER] });
    const step = accept(state, choice);
    expect(step.state.combatants[FIGHTER]).toMatchObject({ hp: 25, status: "standing" });
    expect(step.state.combatants[PALADIN]!.counters?.["lay on hands"]).toBe(0);
  });
});

describe("1.251 Lay on Hands in the bundled SRD", () => {
  beforeAll(withGeometry);

  it("a 5th-level paladin holds 25 uses, spends them by choice and keeps what is left after the fight", () => {
    const srd = loadedDoc(srd5e);
    const start = startCombat(srd, {
      seed: 4,
      party: [srd5eCharacter("paladin-5"), srd5eCharacter("fighter-5")],
      enemies: ["creatures/goblin"],
      noBoard: true,
    }).state;
    const s = structuredClone(start);
    s.turn = s.order.indexOf(PALADIN);
    s.combatants[PALADIN]!.budgets = { action: 1, bonus: 1, reaction: 1 };
    s.combatants[FIGHTER]!.hp = 30;
    const lay = options(srd, s).find((o) => o.kind === "use" && o.use === "features/lay-on-hands")!;
    expect(lay.amount).toEqual({ max: 25 });
    const r = choose(srd, s, { option: lay.id, targets: [FIGHTER], amount: 10 });
    if ("rejected" in r) throw new Error(r.rejected.message);
    expect(r.state.combatants[FIGHTER]!.hp).toBe(40);
    const row = settleSheets(srd, r.state)[PALADIN]!.lists?.features?.find((f) => f.entry === "features/lay-on-hands");
    expect(row?.used).toBe(10);
  });
});

describe("1.251 Lay on Hands on the sheet, out of a fight", () => {
  const lay = (sheet: Sheet, amount?: number) =>
    sheet.command(`[sheet: op="use" name="Lay on Hands"${amount === undefined ? "" : ` amount="${amount}"`}]`);
  const row = (sheet: Sheet) => sheet.data.lists?.features?.find((f) => f.entry === "features/lay-on-hands");

  it("spends the amount asked and heals that many times its amount; without one, enough to heal fully", () => {
    const srd = loadedDoc(srd5e);
    const hurt = Sheet.of(srd, { ...srd5eCharacter("paladin-5"), live: { pools: { hp: 20 } } });
    const seven = lay(hurt, 7);
    if (!seven.ok) throw new Error(seven.message);
    expect(seven.sheet.pool("hp").value).toBe(27);
    expect(row(seven.sheet)?.used).toBe(7);
    const rest = lay(seven.sheet);
    if (!rest.ok) throw new Error(rest.message);
    expect(rest.sheet.pool("hp").value).toBe(44);
    expect(row(rest.sheet)?.used).toBe(24);
    expect(lay(rest.sheet, 2)).toMatchObject({ ok: false, code: "bad-command" });
    expect(rest.sheet.command('[sheet: op="use" name="Divine Smite" amount="2"]')).toMatchObject({
      ok: false,
      code: "bad-command",
    });
  });
});

describe("1.251 Lay on Hands, weighed by the director", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(withLayOnHands());
  });

  it("weighs the uses it will spend, not one: a badly hurt ally is healed rather than a goblin struck", () => {
    const state = paladinTurn(5);
    expect(direct(ruleset, state)).toMatchObject({ option: layOption(state)!.id, targets: [FIGHTER] });
  });
});

describe("1.251 rejections", () => {
  const issuesOf = (mechanics: Record<string, unknown>) =>
    validate(withLayOnHands(mechanics)).issues.map((i) => `${i.path} ${i.code}`);
  const at = "catalogs.features.entries";

  it("is for a heal", () => {
    const issues = issuesOf({ ...LAY_MECHANICS, kind: "buff" });
    expect(issues).toContainEqual(
      expect.stringMatching(new RegExp(`^${at}\\[\\d+\\]\\.mechanics\\.usesChosen not-allowed$`)),
    );
  });

  it("is not for an entry with usesSpent", () => {
    const issues = issuesOf({ ...LAY_MECHANICS, usesSpent: 2 });
    expect(issues).toContainEqual(expect.stringMatching(/mechanics\.usesChosen not-allowed$/));
  });

  it("needs the counter it spends (usesOf)", () => {
    const { usesOf: _, ...without } = LAY_MECHANICS;
    expect(issuesOf(without)).toContainEqual(expect.stringMatching(/mechanics\.usesChosen missing$/));
  });
});
