// 1.192 — `friendlyFire` on a creature's action, and area targeting without a board: "in a combat without a
// board, an area action (a creature's or a spell's) can be aimed at people on either side, but never at its user
// themself, because it catches every creature in it; `friendlyFire: false` makes it affect only the other side,
// the same as on a board."
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatSetup, createEngine, type Engine, type UseOption } from "../../src/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { ruleset as base, fighter, wizard } from "../combat/helpers.js";
import { loadedDoc } from "../support/loaded.js";

const quake = (id: string, name: string, spares: boolean) => ({
  id,
  name,
  kind: "debuff" as const,
  range: "self" as const,
  area: { shape: "burst" as const, size: 15 },
  ...(spares ? { friendlyFire: false } : {}),
  save: { save: "dex_save", difficulty: 15 },
  applies: [{ condition: "prone" }],
});

/** An earth drake whose Tremor spares its own side and whose Rumble does not. */
const DRAKE = {
  id: "earth-drake",
  name: "Earth Drake",
  size: "large",
  defense: 15,
  health: "8d10",
  speed: { walk: 30 },
  abilities: { str: 18, dex: 10, con: 16, int: 6, wis: 10, cha: 6 },
  actions: [quake("tremor", "Tremor", true), quake("rumble", "Rumble", false)],
};

const doc: RulesetDoc = {
  ...base,
  // The base fixture needs 1.247 (its reactions on a hit, attacks-against-advantage).
  capabilityApi: "1.247",
  catalogs: {
    ...base.catalogs,
    monsters: { ...base.catalogs!["monsters"]!, entries: [...base.catalogs!["monsters"]!.entries, DRAKE] },
  },
};

let engine: Engine;
const D = "Earth Drake 1";
const GOBLIN = "Goblin 1";

function drakeTurn(board: boolean) {
  const setup: CombatSetup = {
    party: [fighter, wizard],
    enemies: [
      { creature: "monsters/earth-drake", at: [6, 3] },
      { creature: "monsters/goblin", at: [8, 3] },
    ],
    seed: 3,
    initiative: { order: [D, "Fighter", "Wizard", GOBLIN] },
    ...(board ? { board: { width: 12, height: 8, party: [[4, 3] as const, [6, 5] as const] } } : { noBoard: true }),
  } as CombatSetup;
  const fight = engine.startCombat(engine.load(loadedDoc(doc)), setup);
  expect(fight.whoActs).toBe(D);
  return fight;
}

const option = (fight: ReturnType<typeof drakeTurn>, action: string) =>
  fight.options().find((o): o is UseOption => o.kind === "use" && o.id === `use:action:${action}`)!;

describe("1.192 friendlyFire on a creature's action", () => {
  beforeAll(async () => {
    engine = await createEngine();
  });

  it("loads only from 1.192: below it the key on a creature's action needs that version", () => {
    expect(engine.validate(loadedDoc(doc)).ok).toBe(true);
    const issues = engine.validate({ ...doc, capabilityApi: "1.191" }).issues;
    expect(issues).toContainEqual(
      expect.objectContaining({ path: "catalogs.monsters.entries[4].actions[0].friendlyFire", code: "needs-version" }),
    );
  });

  it("on a board, an area with friendlyFire false catches only the other side; without it, its own side too", () => {
    const tremor = drakeTurn(true).choose({ option: "use:action:tremor", at: [6, 3] });
    expect(tremor.rejected).toBeUndefined();
    const saved = (f: typeof tremor) => f.log.filter((e) => e.t === "save").map((e) => (e as { who: string }).who);
    expect(saved(tremor).sort()).toEqual(["Fighter", "Wizard"]);
    const rumble = drakeTurn(true).choose({ option: "use:action:rumble", at: [6, 3] });
    expect(saved(rumble)).toContain(GOBLIN);
    expect(saved(rumble)).toEqual(expect.arrayContaining(["Fighter", "Wizard"]));
  });

  it("without a board, an area is aimed at anyone on either side but its user; friendlyFire false, the other side", () => {
    const rumble = option(drakeTurn(false), "rumble");
    expect(rumble.targets?.candidates.slice().sort()).toEqual(["Fighter", GOBLIN, "Wizard"]);
    const tremor = option(drakeTurn(false), "tremor");
    expect(tremor.targets?.candidates.slice().sort()).toEqual(["Fighter", "Wizard"]);
    const refused = drakeTurn(false).choose({ option: "use:action:tremor", targets: [GOBLIN] });
    expect(refused.rejected?.code).toBeTruthy();
    const taken = drakeTurn(false).choose({ option: "use:action:tremor", targets: ["Fighter", "Wizard"] });
    expect(taken.rejected).toBeUndefined();
    expect(taken.log.filter((e) => e.t === "save").map((e) => (e as { who: string }).who)).toEqual([
      "Fighter",
      "Wizard",
    ]);
  });

  it("an engine without the package refuses the key on a creature's action as unsupported", async () => {
    const { PACKAGES } = await import("../../src/index.js");
    const without = await createEngine({ capabilities: PACKAGES.filter((p) => p.id !== "creature-friendly-fire") });
    expect(without.validate(doc).issues).toContainEqual(
      expect.objectContaining({ path: "catalogs.monsters.entries[4].actions[0].friendlyFire", code: "unsupported" }),
    );
  });
});
