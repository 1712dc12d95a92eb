// The SRD's light obscurement and wind (1.286, 1.289) as the SRD states them: Gust of Wind disperses the Fog Cloud it
// reaches at once and a Stinking Cloud after a round of it, not Darkness; Web lightly obscures; the Cape of the
// Mountebank leaves smoke that lightly obscures.
import { beforeAll, describe, expect, it } from "vitest";
import {
  attachGeometry,
  type Choice,
  type CombatState,
  choose,
  sightBetween,
  startCombat,
} from "../../src/combat/index.js";
import { createEngine } from "../../src/engine.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { ruleset } from "./helpers.js";

const board = { width: 20, height: 9 };

function go(s: CombatState, choice: Choice) {
  const r = choose(ruleset, s, choice);
  if ("rejected" in r) throw new Error(r.rejected.message);
  return r;
}

/** Two level-5 wizards knowing `spells`, the first at (2, 4), the second at (0, 8), a goblin at (18, 0); the first acts. */
function wizards(spells: string[]): CombatState {
  const sheet = srd5eCharacter("wizard-5");
  const known = {
    ...sheet,
    lists: { ...sheet.lists, spells: spells.map((id) => ({ entry: `spells/${id}`, prepared: true })) },
  };
  const { state } = startCombat(ruleset, {
    party: [known, { ...known, name: "Second" }],
    enemies: ["creatures/goblin"],
    board,
    seed: 1,
  });
  const s = structuredClone(state);
  const [a, b] = s.order.filter((id) => s.combatants[id]!.side === "party");
  s.combatants[a!]!.at = [2, 4];
  s.combatants[b!]!.at = [0, 8];
  s.combatants["Goblin 1"]!.at = [18, 0];
  return s;
}

/** `who` acts now with fresh budgets. */
function turnOf(s: CombatState, who: string): CombatState {
  const t = structuredClone(s);
  t.turn = t.order.indexOf(who);
  t.combatants[who]!.budgets = { action: 1, bonus: 1, reaction: 1 };
  return t;
}

const names = (s: CombatState) => (s.zones ?? []).map((z) => z.name);

describe("SRD light obscurement and wind", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  it("Gust of Wind disperses Fog Cloud at once, Stinking Cloud not before a round, Darkness never", () => {
    const s = wizards(["gust-of-wind", "fog-cloud", "stinking-cloud", "darkness"]);
    const [a, b] = s.order.filter((id) => s.combatants[id]!.side === "party") as [string, string];
    const fog = go(turnOf(s, b), { option: "use:spells/fog-cloud", at: [10, 4], pay: "slot_1" } as Choice);
    expect(names(fog.state)).toEqual(["Fog Cloud"]);
    const gust = go(turnOf(fog.state, a), { option: "use:spells/gust-of-wind", at: [3, 4], pay: "slot_2" } as Choice);
    expect(names(gust.state)).toEqual(["Gust of Wind"]);
    const cloud = go(turnOf(gust.state, b), {
      option: "use:spells/stinking-cloud",
      at: [10, 4],
      pay: "slot_3",
    } as Choice);
    expect(names(cloud.state)).toEqual(["Gust of Wind", "Stinking Cloud"]);
    expect(cloud.state.zones![1]!.wind).toBeDefined();
    const dark = go(turnOf(gust.state, b), { option: "use:spells/darkness", at: [10, 4], pay: "slot_2" } as Choice);
    expect(names(dark.state)).toEqual(["Gust of Wind", "Darkness"]);
  });

  it("Web lightly obscures whoever is in it", () => {
    const s = wizards(["web"]);
    const [a] = s.order.filter((id) => s.combatants[id]!.side === "party") as [string];
    s.combatants["Goblin 1"]!.at = [8, 4];
    const r = go(turnOf(s, a), { option: "use:spells/web", at: [8, 4], pay: "slot_2" } as Choice);
    expect(sightBetween(ruleset, r.state, a, "Goblin 1")).toMatchObject({ sees: true, sight: "light", lightly: 1 });
  });

  it("the Cape of the Mountebank leaves smoke that lightly obscures", () => {
    const sheet = srd5eCharacter("fighter-3");
    const caped = {
      ...sheet,
      inventory: [...(sheet.inventory ?? []), { item: "items/cape-of-the-mountebank", worn: true }],
    };
    const { state } = startCombat(ruleset, { party: [caped], enemies: ["creatures/goblin"], board, seed: 1 });
    const me = state.order.find((id) => state.combatants[id]!.side === "party")!;
    const s = turnOf(state, me);
    s.combatants[me]!.at = [4, 4];
    s.combatants["Goblin 1"]!.at = [5, 4];
    const r = go(s, { option: "use:items/cape-of-the-mountebank#use", at: [12, 4] });
    expect(r.state.smoke).toMatchObject([{ by: me, light: true }]);
    expect(sightBetween(ruleset, r.state, "Goblin 1", me)).toMatchObject({ sees: true, sight: "light" });
  });
});
