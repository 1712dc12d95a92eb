// 1.304 — Once per creature until a rest: "An entry with `"oncePerTarget": { "until": "long" }` … is not offered
// again against a creature it has already been used on until its user takes that rest, however many fights come in
// between: Chains of Carceri. Who it was used on is kept by name on the user's live sheet, and only that rest clears
// it. It cannot be used for areas, nor on entries aimed at the user themselves." 1.308: "`oncePerTarget` tells apart
// two creatures with the same name: using Chains of Carceri on one imp does not affect the other imp, and an imp in
// a later fight is barred only when the name belongs to that same creature."
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Choice,
  type CombatState,
  checkState,
  choose,
  options,
  type Step,
  settleSheets,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { Sheet } from "../../src/sheet/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const WARLOCK = "Morwen (Warlock 5)";
const CHAINS = "features/chains-of-carceri";

/** Chains of Carceri: Hold Monster at will on a celestial, fiend or elemental, once per creature until a long rest. */
const CHAINS_ENTRY = {
  id: "chains-of-carceri",
  name: "Chains of Carceri",
  mechanics: {
    kind: "debuff",
    budget: "action",
    range: 90,
    targets: "enemy",
    targetTypes: { is: { types: ["celestial", "fiend", "elemental"] } },
    concentration: true,
    save: { save: "wis_save", onSuccess: "none" },
    applies: [{ condition: "paralyzed", duration: "concentration" }],
    oncePerTarget: { until: "long" },
  },
};

const IMP = {
  id: "imp",
  name: "Imp",
  size: "tiny",
  types: ["fiend"],
  defense: 13,
  health: "3d4+3",
  speed: { walk: 20, fly: 40 },
  abilities: { str: 6, dex: 17, con: 13, int: 11, wis: 12, cha: 14 },
  challenge: 1,
  actions: [
    {
      id: "sting",
      name: "Sting",
      budget: "action",
      melee: true,
      reach: 5,
      toHit: 5,
      damage: { dice: "1d4", flat: 3, type: "piercing" },
    },
  ],
};

type Doc = { catalogs: Record<string, { entries: unknown[] }> };

function withChains(mechanics: Record<string, unknown> = CHAINS_ENTRY.mechanics): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  doc.catalogs["features"]!.entries.push({ ...CHAINS_ENTRY, mechanics });
  doc.catalogs["creatures"]!.entries.push(IMP);
  return doc;
}

let ruleset: RulesetDoc;
const warlock: SheetData = {
  ...srd5eCharacter("warlock-5"),
  lists: { features: [{ entry: CHAINS }] },
};

function accept(state: CombatState, choice: Choice): Step {
  const r = choose(ruleset, state, choice);
  if ("rejected" in r) throw new Error(`${r.rejected.code}: ${r.rejected.message}`);
  return r;
}

/** The warlock's turn, with every budget full (the order rolled is beside the point). */
function warlockTurn(state: CombatState): CombatState {
  const s = structuredClone(state);
  s.turn = s.order.indexOf(WARLOCK);
  for (const c of Object.values(s.combatants)) c.budgets = { action: 1, bonus: 1, reaction: 1 };
  return s;
}

function fight(sheet: SheetData, seed = 1): CombatState {
  return warlockTurn(
    startCombat(ruleset, { seed, party: [sheet], enemies: ["creatures/imp", "creatures/imp"], noBoard: true }).state,
  );
}

const chainsOption = (state: CombatState) => options(ruleset, state).find((o) => o.kind === "use" && o.use === CHAINS);
const offered = (state: CombatState) => [...(chainsOption(state)?.targets?.candidates ?? [])].sort();

describe("1.304 Chains of Carceri", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = loadedDoc(withChains());
  });

  it("offers both imps at first; once used on one, only the other (same-named creatures told apart, 1.308)", () => {
    const start = fight(warlock);
    expect(offered(start)).toEqual(["Imp 1", "Imp 2"]);
    const after = accept(start, { option: chainsOption(start)!.id, targets: ["Imp 1"] }).state;
    expect(after.combatants[WARLOCK]!.usedOn).toEqual({ [CHAINS]: ["Imp 1"] });
    // A later turn of the same fight: Imp 1 is no longer offered, whether or not the hold took.
    const later = warlockTurn(after);
    later.combatants[WARLOCK]!.concentration = null;
    expect(offered(later)).toEqual(["Imp 2"]);
    const named = choose(ruleset, later, { option: chainsOption(later)!.id, targets: ["Imp 1"] });
    expect("rejected" in named && named.rejected.code).toBeTruthy();
  });

  it("reaches only a celestial, fiend or elemental", () => {
    const start = startCombat(ruleset, {
      seed: 1,
      party: [warlock],
      enemies: ["creatures/imp", "creatures/goblin"],
      noBoard: true,
    }).state;
    expect(offered(warlockTurn(start))).toEqual(["Imp 1"]);
  });

  it("is no longer offered at all once used on everyone in reach", () => {
    let state = fight(warlock);
    state = warlockTurn(accept(state, { option: chainsOption(state)!.id, targets: ["Imp 1"] }).state);
    state.combatants[WARLOCK]!.concentration = null;
    state = warlockTurn(accept(state, { option: chainsOption(state)!.id, targets: ["Imp 2"] }).state);
    expect(chainsOption(state)).toBeUndefined();
  });

  it("keeps the names on the live sheet across fights until the long rest, and only that rest clears them", () => {
    const start = fight(warlock);
    const after = accept(start, { option: chainsOption(start)!.id, targets: ["Imp 1"] }).state;
    const settled = settleSheets(ruleset, after)[WARLOCK]!;
    expect(settled.live?.usedOn).toEqual({ [CHAINS]: ["Imp 1"] });

    // A later fight: the creature of that name is still barred, the other is not.
    expect(offered(fight(settled, 7))).toEqual(["Imp 2"]);

    // A short rest keeps the names; the long rest the entry names clears them, and says so.
    const short = Sheet.of(ruleset, settled).rest("short");
    if (!short.ok) throw new Error(short.message);
    expect(short.sheet.data.live?.usedOn).toEqual({ [CHAINS]: ["Imp 1"] });
    const long = short.sheet.rest("long");
    if (!long.ok) throw new Error(long.message);
    expect(long.sheet.data.live?.usedOn).toBeUndefined();
    expect(long.events).toContainEqual({ type: "used-on-cleared", entry: CHAINS, names: ["Imp 1"] });
    expect(offered(fight(long.sheet.data, 7))).toEqual(["Imp 1", "Imp 2"]);
  });

  it("a saved fight's memory of names is checked before it is resumed", () => {
    const state = structuredClone(fight(warlock)) as unknown as { combatants: Record<string, { usedOn?: unknown }> };
    state.combatants[WARLOCK]!.usedOn = { [CHAINS]: "Imp 1" };
    expect(checkState(ruleset, state)).toMatchObject({
      path: `combatants["${WARLOCK}"].usedOn["${CHAINS}"]`,
      code: "wrong-type",
    });
  });

  it("the director never aims it at a creature it was already used on", async () => {
    const { direct } = await import("../../src/director/index.js");
    const start = fight(warlock);
    const after = accept(start, { option: chainsOption(start)!.id, targets: ["Imp 1"] }).state;
    const later = warlockTurn(after);
    later.combatants[WARLOCK]!.concentration = null;
    const choice = direct(ruleset, later);
    if (choice.option === chainsOption(later)!.id) expect(choice.targets).toEqual(["Imp 2"]);
    expect(choose(ruleset, later, choice)).not.toHaveProperty("rejected");
  });
});

describe("1.304 rejections", () => {
  const issuesOf = (mechanics: Record<string, unknown>) =>
    validate(withChains(mechanics)).issues.map((i) => `${i.path} ${i.code}`);
  const at = "catalogs.features.entries";

  it("an area entry cannot use it", () => {
    const issues = issuesOf({ ...CHAINS_ENTRY.mechanics, area: { shape: "sphere", size: 20 } });
    expect(issues.some((i) => i.endsWith("oncePerTarget not-allowed"))).toBe(true);
  });

  it("an entry aimed at its user cannot use it", () => {
    const issues = issuesOf({ ...CHAINS_ENTRY.mechanics, targets: "self", range: "self" });
    expect(issues.some((i) => i.endsWith("oncePerTarget not-allowed"))).toBe(true);
  });

  it("its rest must be one the ruleset declares", () => {
    const issues = issuesOf({ ...CHAINS_ENTRY.mechanics, oncePerTarget: { until: "nap" } });
    expect(issues.filter((i) => i.startsWith(at))).toEqual([
      expect.stringMatching(/oncePerTarget\.until bad-reference$/),
    ]);
  });
});
