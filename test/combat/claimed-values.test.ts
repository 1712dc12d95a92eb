// Values and keys the base format took before a section of the reference named them, now claimed by the base
// package because the engine plays them as the reference says: a creature's `onSuccess: "none"` (1.184),
// `attacks-against-advantage` (1.247), a modifier's `mode` on attacks, attacks taken and saves (base: 1.185 and
// 1.321 name it beside their own keys),
// a utility item use (1.181) and a creature's standard-action permission written `{ "actions": [...] }` (1.291).
// Each is loaded through `load()` and played through the public API.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatSetup, createEngine, type Engine, type Fight } from "../../src/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { loadedDoc } from "../support/loaded.js";
import { ruleset as base, fighter } from "./helpers.js";

// biome-ignore lint/suspicious/noExplicitAny: a ruleset written by hand
type Doc = Record<string, any>;

/** The combat fixture with more monsters, conditions and gear, at `version`. */
function docWith(more: { monsters?: unknown[]; conditions?: unknown[]; gear?: unknown[] }, version = "1.300"): Doc {
  const doc = JSON.parse(JSON.stringify(base)) as Doc;
  doc.capabilityApi = version;
  doc.catalogs.monsters.entries.push(...(more.monsters ?? []));
  doc.combat.conditions.push(...(more.conditions ?? []));
  doc.catalogs.gear.entries.push(...(more.gear ?? []));
  return doc;
}

const brute = (actions: unknown[], extra: Doc = {}) => ({
  id: "brute",
  name: "Brute",
  size: "large",
  defense: 12,
  health: "10d10",
  speed: { walk: 30 },
  abilities: { str: 18, dex: 10, con: 16, int: 6, wis: 10, cha: 6 },
  actions,
  ...extra,
});

const BRUTE = "Brute 1";
let engine: Engine;

function fightOf(doc: Doc, order: string[], sheet = fighter, enemies = [{ creature: "monsters/brute", at: [3, 2] }]) {
  const setup = {
    party: [sheet],
    enemies,
    seed: 5,
    initiative: { order },
    board: { width: 8, height: 6, party: [[2, 2]] },
  } as unknown as CombatSetup;
  return engine.startCombat(engine.load(loadedDoc(doc) as RulesetDoc), setup);
}

const events = <T extends CombatEvent["t"]>(fight: Fight, t: T) =>
  fight.log.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

beforeAll(async () => {
  engine = await createEngine();
});

describe('1.184 save.onSuccess: "none" on a creature action keeps the damage and spares only what it applies', () => {
  // A save the fighter (str +3, proficient) always makes (difficulty 1) or never makes (difficulty 40).
  const stomp = (difficulty: number) => ({
    id: "stomp",
    name: "Stomp",
    range: 5,
    targets: "enemy",
    save: { save: "str_save", onSuccess: "none", difficulty },
    damage: { flat: 7, type: "bludgeoning" },
    applies: [{ condition: "prone" }],
  });
  const tail = (difficulty: number) => ({
    id: "tail",
    name: "Tail",
    toHit: 30,
    reach: 10,
    save: { save: "str_save", onSuccess: "none", difficulty },
    damage: { flat: 9, type: "bludgeoning" },
    applies: [{ condition: "prone" }],
  });

  function stomped(action: Doc, use: string) {
    const fight = fightOf(docWith({ monsters: [brute([action])] }), [BRUTE, "Fighter"]);
    const after = fight.choose({ option: `use:action:${use}`, targets: ["Fighter"] });
    expect(after.rejected).toBeUndefined();
    return after;
  }

  it("a saved save-only action still deals its damage, without its condition", () => {
    const fight = stomped(stomp(1), "stomp");
    expect(events(fight, "save").map((e) => e.success)).toEqual([true]);
    expect(events(fight, "damage").map((e) => [e.who, e.rolled])).toEqual([["Fighter", 7]]);
    expect(events(fight, "condition")).toEqual([]);
  });

  it("a failed one deals its damage and applies its condition", () => {
    const fight = stomped(stomp(40), "stomp");
    expect(events(fight, "save").map((e) => e.success)).toEqual([false]);
    expect(events(fight, "damage").map((e) => e.rolled)).toEqual([7]);
    expect(events(fight, "condition").map((e) => e.condition)).toEqual(["prone"]);
  });

  it("a blow that hits calls for the save, which spares only the condition", () => {
    const saved = stomped(tail(1), "tail");
    expect(events(saved, "attack").map((e) => e.result)).toEqual(["hit"]);
    expect(events(saved, "save").map((e) => e.success)).toEqual([true]);
    expect(events(saved, "damage").map((e) => e.rolled)).toEqual([9]);
    expect(events(saved, "condition")).toEqual([]);
    const failed = stomped(tail(40), "tail");
    expect(events(failed, "condition").map((e) => e.condition)).toEqual(["prone"]);
  });

  it("needs 1.184 on a creature's action", () => {
    const doc = docWith({ monsters: [brute([stomp(1)])] }, "1.183");
    expect(engine.validate(doc).issues).toContainEqual(
      expect.objectContaining({
        path: "catalogs.monsters.entries[4].actions[0].save.onSuccess",
        code: "needs-version",
      }),
    );
  });
});

describe("1.247 attacks-against-advantage, and a modifier's mode (1.185, 1.321)", () => {
  const conditions = [
    { id: "exposed", label: "Exposed", effects: ["attacks-against-advantage"] },
    { id: "guarded", label: "Guarded", modifiers: [{ to: "attacks-taken", mode: "disadvantage" }] },
    { id: "steady", label: "Steady", modifiers: [{ to: "saves", mode: "advantage" }] },
    { id: "keen", label: "Keen", modifiers: [{ to: "attacks", mode: "advantage" }] },
  ];
  const claw = { id: "claw", name: "Claw", toHit: 4, reach: 5, damage: { flat: 1, type: "slashing" } };
  const shove = {
    id: "shove",
    name: "Shove",
    range: 5,
    targets: "enemy",
    save: { save: "str_save", difficulty: 15 },
    applies: [{ condition: "prone" }],
  };
  const doc = docWith({ conditions, monsters: [brute([claw, shove])] }, "1.247");
  /** The fighter holding `held`: the d20 mode of the first roll of `event` after `who` uses `option`. */
  function modeOf(held: string[], who: "Fighter" | "Brute", event: "attack" | "save", option?: string) {
    const hero = { ...fighter, live: { conditions: held } };
    const fight = fightOf(doc, who === "Fighter" ? ["Fighter", BRUTE] : [BRUTE, "Fighter"], hero);
    const id = option ?? fight.options().find((o) => o.kind === "use" && o.id.includes("longsword"))!.id;
    const after = fight.choose({ option: id, targets: [who === "Fighter" ? BRUTE : "Fighter"] });
    expect(after.rejected).toBeUndefined();
    return events(after, event)[0]!.d20.mode;
  }

  it("a modifier's mode on attacks makes its holder's attacks roll twice", () => {
    expect(modeOf([], "Fighter", "attack")).toBe("normal");
    expect(modeOf(["keen"], "Fighter", "attack")).toBe("advantage");
  });

  it("attacks against the holder of attacks-against-advantage, or of an attacks-taken mode, roll twice", () => {
    expect(modeOf([], "Brute", "attack", "use:action:claw")).toBe("normal");
    expect(modeOf(["exposed"], "Brute", "attack", "use:action:claw")).toBe("advantage");
    expect(modeOf(["guarded"], "Brute", "attack", "use:action:claw")).toBe("disadvantage");
  });

  it("a modifier's mode on saves makes the holder's saves roll twice", () => {
    expect(modeOf([], "Brute", "save", "use:action:shove")).toBe("normal");
    expect(modeOf(["steady"], "Brute", "save", "use:action:shove")).toBe("advantage");
  });

  it("attacks-against-advantage needs 1.247; a modifier's mode is the base format's", () => {
    const at = (version: string) =>
      engine
        .validate({ ...doc, capabilityApi: version })
        .issues.filter((i) => i.code === "needs-version")
        .map((i) => i.path);
    const added = (k: number) => `combat.conditions[${base.combat!.conditions!.length + k}]`;
    expect(at("1.246")).toContain(`${added(0)}.effects[0]`);
    expect(at("1.247")).toEqual([]);
    const modes = [1, 2, 3].map((k) => `${added(k)}.modifiers[0].mode`);
    expect(at("1.184").filter((p) => modes.includes(p))).toEqual([]);
  });
});

describe('1.181 kind: "utility" on an item use', () => {
  const charm = {
    id: "lucky-charm",
    name: "Lucky Charm",
    use: {
      kind: "utility",
      range: "self",
      targets: "self",
      applies: [{ condition: "prone", duration: "instant" }],
    },
  };
  const doc = docWith({ gear: [charm] }, "1.247");

  it("is offered and used like any item use", () => {
    const hero = { ...fighter, inventory: [...fighter.inventory!, { item: "gear/lucky-charm" }] };
    const fight = fightOf(doc, ["Fighter", "Goblin 1"], hero, [{ creature: "monsters/goblin", at: [6, 2] }]);
    const use = fight.options().find((o) => o.kind === "use" && o.label.includes("Lucky Charm"));
    expect(use).toBeDefined();
    const after = fight.choose({ option: use!.id, targets: ["Fighter"] });
    expect(after.rejected).toBeUndefined();
    expect(events(after, "condition").map((e) => [e.who, e.condition])).toEqual([["Fighter", "prone"]]);
  });

  it("needs 1.181, for the use's kind and for a scroll's lasting area on it (its `area`)", () => {
    expect(engine.validate({ ...doc, capabilityApi: "1.180" }).issues).toContainEqual(
      expect.objectContaining({ path: "catalogs.gear.entries[4].use.kind", code: "needs-version" }),
    );
    const scroll = { ...charm, use: { ...charm.use, area: { shape: "burst", size: 20 } } };
    expect(engine.validate(docWith({ gear: [scroll] }, "1.180")).issues).toContainEqual(
      expect.objectContaining({ path: "catalogs.gear.entries[4].use.area", code: "needs-version" }),
    );
  });
});

describe("1.291 a creature's standard actions written { actions }", () => {
  const nimble = { id: "nimble", name: "Nimble Escape", budget: "bonus", standard: { actions: ["disengage"] } };
  const doc = docWith({ monsters: [brute([nimble])] }, "1.291");

  it("lets the creature take them on the action's budget, as the bare list does", () => {
    const fight = fightOf(doc, [BRUTE, "Fighter"]);
    const ids = fight.options().map((o) => o.id);
    expect(ids).toContain("std:disengage@bonus");
    const after = fight.choose({ option: "std:disengage@bonus" });
    expect(after.rejected).toBeUndefined();
    expect(events(after, "standard").map((e) => [e.action, e.budget])).toEqual([["disengage", "bonus"]]);
  });

  it("needs 1.291", () => {
    expect(engine.validate({ ...doc, capabilityApi: "1.290" }).issues).toContainEqual(
      expect.objectContaining({
        path: "catalogs.monsters.entries[4].actions[0].standard.actions",
        code: "needs-version",
      }),
    );
  });
});
