// What the engine claims, it does (issue: the reference's own examples tried through the published bundle). Each
// block is one defect found that way; each fails on the bundle built before its fix.
import { describe, expect, it } from "vitest";
import { engine, lib, loaded, minimal, party } from "./bundle.js";

type Cell = [number, number];
const has = (cells: readonly (readonly number[])[] | undefined, c: Cell) =>
  !!cells?.some((x) => x[0] === c[0] && x[1] === c[1]);

describe("1.276 teleport.seen: only to a spot the user can see", () => {
  function ruleset() {
    const doc = minimal("1.294");
    doc.combat.sight = { eyes: "sight" };
    doc.combat.conditions.push({ id: "blinded", label: "Blinded", lacks: ["sight"] });
    doc.catalogs.spells.entries.push(
      {
        id: "fog-cloud",
        name: "Fog Cloud",
        level: 1,
        mechanics: {
          kind: "utility",
          range: 120,
          area: { shape: "burst", size: 5 },
          cost: { group: "slots", level: 1 },
          zone: { rounds: 600, obscures: {} },
        },
      },
      {
        id: "misty-step",
        name: "Misty Step",
        level: 2,
        mechanics: {
          kind: "utility",
          range: "self",
          budget: "bonus",
          cost: { group: "slots", level: 2 },
          teleport: { distance: 30, seen: true },
        },
      },
    );
    return loaded(doc);
  }
  function wizardFirst() {
    const wizard = party()[1];
    wizard.lists.spells_known.push(
      { entry: "spells/fog-cloud", prepared: true },
      { entry: "spells/misty-step", prepared: true },
    );
    return engine.startCombat(ruleset(), {
      party: [wizard],
      enemies: [{ creature: "monsters/goblin", at: [[11, 6]] }],
      board: { width: 12, height: 7, party: [[0, 3]] },
      seed: 1,
      initiative: { order: ["Wizard", "Goblin 1"] },
    });
  }
  const misty = (f: ReturnType<typeof wizardFirst>) => f.options().find((o) => o.id === "use:spells/misty-step")!;

  it("a fog leaves the cells in it and behind it off the list", () => {
    const start = wizardFirst();
    expect(has(misty(start).teleport!.cells, [2, 3])).toBe(true);
    const fogged = start.choose({ option: "use:spells/fog-cloud", at: [2, 3] });
    expect(fogged.rejected).toBeUndefined();
    const fog = fogged.zones()[0]!;
    expect(fog.name).toBe("Fog Cloud");
    for (const c of [
      [1, 2],
      [3, 4],
      [2, 3],
    ] as Cell[])
      expect(has(fog.cells, c)).toBe(true);
    const cells = misty(fogged).teleport!.cells;
    expect(has(cells, [2, 3])).toBe(false);
    expect(has(cells, [5, 3])).toBe(false);
    expect(has(cells, [0, 0])).toBe(true);
    expect(has(cells, [0, 6])).toBe(true);
  });

  it("a blindness that takes away the eyes leaves every cell off the list", () => {
    const start = wizardFirst();
    const state = structuredClone(start.state);
    state.combatants["Wizard"]!.conditions.push({ id: "blinded" });
    const blind = engine.resume(ruleset(), state);
    expect(blind.sight("Wizard", "Goblin 1").sees).toBe(false);
    expect(misty(blind)?.teleport?.cells ?? []).toEqual([]);
  });
});

describe("1.258: a condition kind in an immunity", () => {
  it.each(["1.258", "1.424"])("is accepted on a condition and a creature at %s", (version) => {
    const doc = minimal(version);
    doc.combat.conditions.push(
      { id: "sewer-plague", label: "Sewer Plague", kinds: ["disease"] },
      { id: "divine-health", label: "Divine Health", conditionImmunities: ["disease"] },
    );
    doc.catalogs.monsters.entries[0].conditionImmunities = ["disease"];
    expect(lib.validate(doc).issues).toEqual([]);
  });

  it("a kind nobody declares is still a bad reference", () => {
    const doc = minimal("1.258");
    doc.catalogs.monsters.entries[0].conditionImmunities = ["disease"];
    expect(lib.validate(doc).issues.map((i) => `${i.path} ${i.code}`)).toEqual([
      "catalogs.monsters.entries[0].conditionImmunities[0] bad-reference",
    ]);
  });
});

describe("1.258: a kind in a cure is claimed only when a cure can be written", () => {
  it("ends (1.176) loads, so a kind in ends.conditions is claimed", () => {
    const doc = minimal("1.258");
    doc.combat.conditions.push({ id: "sewer-plague", label: "Sewer Plague", kinds: ["disease"] });
    doc.catalogs.spells.entries.push({
      id: "lesser-restoration",
      name: "Lesser Restoration",
      level: 2,
      mechanics: { kind: "utility", range: "touch", targets: "ally", ends: { conditions: ["disease"], count: 1 } },
    });
    expect(lib.validate(doc).issues).toEqual([]);
    const claim = lib.allKeys().find((r) => r.key === "a kind in ends.conditions")!;
    expect(claim.implemented).toBe(true);
  });

  it("a cure naming a kind nobody declares is a bad reference", () => {
    const doc = minimal("1.258");
    doc.catalogs.spells.entries.push({
      id: "lesser-restoration",
      name: "Lesser Restoration",
      level: 2,
      mechanics: { kind: "utility", range: "touch", targets: "ally", ends: { conditions: ["disease"], count: 1 } },
    });
    expect(lib.validate(doc).issues.map((i) => `${i.path} ${i.code}`)).toEqual([
      `catalogs.spells.entries[${doc.catalogs.spells.entries.length - 1}].mechanics.ends.conditions[0] bad-reference`,
    ]);
  });

  it("no implemented record sits inside a key its place does not implement", () => {
    const lies = lib.allKeys().flatMap((r) => {
      if (!r.implemented) return [];
      const inside = /^a kind in ([\w.[\]]+)$/.exec(r.key)?.[1] ?? r.key;
      const root = inside.split(".")[0]!.replace("[]", "");
      return r.where.flatMap((place) => {
        const outer = lib.lookup(place, root);
        return outer && !outer.implemented ? [`${r.version} ${r.key} @${place} inside ${root}`] : [];
      });
    });
    expect(lies).toEqual([]);
  });
});

describe("1.337: itemStat in a rest die's add needs 1.337", () => {
  const withDie = (version: string, dice: unknown) => {
    const doc = minimal(version);
    doc.rests[0].dice = dice;
    return lib.validate(doc);
  };
  const itemStat = { itemStat: { stat: "vigor", default: 0 } };

  it.each(["1.335", "1.336"])("in a single die's add, at %s", (version) => {
    const report = withDie(version, { pool: "hit_dice", die: 8, add: itemStat, heals: "hp" });
    expect(report.needs).toBe("1.337");
    expect(report.issues.map((i) => `${i.path} ${i.code} ${i.capability}`)).toEqual([
      "rests[0].dice.add.itemStat needs-version 1.337",
    ]);
  });

  it("in the extra die's add, at 1.336; and accepted at 1.337", () => {
    const die = { pool: "hit_dice", die: 8, heals: "hp", extra: { die: 6, add: itemStat } };
    expect(withDie("1.336", die).issues.map((i) => i.path)).toEqual(["rests[0].dice.extra.add.itemStat"]);
    const ok = withDie("1.337", die);
    expect(ok.issues).toEqual([]);
    expect(ok.needs).toBe("1.337");
  });
});

describe("1.245 onEnd.harm: a key of the reference is never unknown", () => {
  it("is accepted from 1.245, and below it needs 1.245, not an unknown key", () => {
    const doc = minimal("1.245");
    doc.combat.conditions[0].onEnd = { harm: { dice: "10d10", type: "psychic" } };
    expect(lib.validate(doc).issues).toEqual([]);
    doc.capabilityApi = "1.244";
    expect(lib.validate(doc).issues.map((i) => `${i.path} ${i.code} ${i.capability}`)).toEqual([
      "combat.conditions[0].onEnd.harm needs-version 1.245",
    ]);
  });
});

describe("combat.creatureTypes, a base key (decision 8)", () => {
  it.each(["base", "1.600"])("is accepted at %s, and creature types name its ids", (version) => {
    const doc = minimal(version);
    doc.combat.creatureTypes = [
      { id: "humanoid", label: "Humanoid" },
      { id: "beast", label: "Beast" },
    ];
    expect(lib.validate(doc).issues).toEqual([]);
    doc.combat.creatureTypes.pop();
    expect(lib.validate(doc).issues.map((i) => `${i.path} ${i.code}`)).toEqual([
      "catalogs.monsters.entries[1].types[0] bad-reference",
    ]);
  });
});

describe("settleSheets: what a fight writes back to the sheets", () => {
  it("is exported, and a Fight answers it: health and slots as the fight left them", () => {
    const ruleset = loaded(minimal("base"));
    const [fighter, wizard] = party();
    let fight = engine.startCombat(ruleset, {
      party: [fighter, wizard],
      enemies: [{ creature: "monsters/wolf", at: [[4, 3]] }],
      board: {
        width: 10,
        height: 8,
        party: [
          [2, 3],
          [3, 4],
        ],
      },
      seed: 3,
      initiative: { order: ["Wizard", "Fighter", "Wolf 1"] },
    });
    fight = fight.choose({ option: "use:spells/burning-hands", at: [4, 3], pay: "slot_1" });
    expect(fight.rejected).toBeUndefined();
    const sheets = fight.settleSheets();
    expect(sheets).toEqual(lib.settleSheets(ruleset.doc, fight.state));
    expect(sheets["Wizard"]!.live!.pools!["slot_1"]).toBe(fight.state.combatants["Wizard"]!.pools["slot_1"]);
    expect(sheets["Fighter"]!.live!.pools!["hp"]).toBe(fight.state.combatants["Fighter"]!.hp);
    expect(Object.keys(sheets)).toEqual(["Fighter", "Wizard"]);
  });
});

describe("reactions before one's first turn", () => {
  it("a goblin that has not acted yet strikes at a fighter leaving its reach", () => {
    const ruleset = loaded(minimal("base"));
    const fighter = party()[0];
    const fight = engine.startCombat(ruleset, {
      party: [fighter],
      enemies: [{ creature: "monsters/goblin", at: [[3, 1]] }],
      board: { width: 8, height: 4, party: [[2, 1]] },
      seed: 1,
      initiative: { order: ["Fighter", "Goblin 1"] },
    });
    expect(fight.whoActs).toBe("Fighter");
    const moved = fight.choose({ option: "move", at: [0, 1] });
    expect(moved.rejected).toBeUndefined();
    expect(moved.whoActs).toBe("Goblin 1");
    expect(moved.options().map((o) => o.id)).toContain("opportunity:action:scimitar");
  });
});

describe("initiative set by the host", () => {
  const ruleset = () => loaded(minimal("base"));
  it("takes the totals the Game Master rolled, rolling only for the others", () => {
    const fight = engine.startCombat(ruleset(), {
      party: party(),
      enemies: ["monsters/goblin"],
      seed: 5,
      initiative: { totals: { "Goblin 1": 25, Wizard: 1 } },
    });
    expect(fight.state.order[0]).toBe("Goblin 1");
    expect(fight.state.order.at(-1)).toBe("Wizard");
    expect(fight.log.filter((e) => e.t === "initiative-set")).toEqual([
      { t: "initiative-set", who: "Wizard", total: 1 },
      { t: "initiative-set", who: "Goblin 1", total: 25 },
    ]);
    expect(fight.log.filter((e) => e.t === "initiative").map((e) => e.who)).toEqual(["Fighter"]);
  });

  it("refuses an order that leaves someone out or names a stranger, with a path", () => {
    const start = (initiative: unknown) => () =>
      engine.startCombat(ruleset(), {
        party: party(),
        enemies: ["monsters/goblin"],
        seed: 5,
        initiative: initiative as Parameters<typeof engine.startCombat>[1]["initiative"],
      });
    expect(start({ order: ["Wizard", "Fighter"] })).toThrow(lib.CombatSetupError);
    expect(start({ order: ["Wizard", "Fighter", "Goblin 1", "Ogre"] })).toThrow(/initiative.order\[3\]/);
    expect(start({ totals: { Fighter: 1.5 } })).toThrow(/initiative.totals.Fighter/);
  });
});
