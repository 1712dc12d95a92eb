// 1.274 — "A save that ends a condition `at: "damaged"` can write `bySource`: it is made only when whoever applied
// the condition deals the damage (Sympathy's save when the target damages its holder)." The bundled SRD's Hideous
// Laughter, its save moved to `at: "damaged"` (with and without `bySource`): the wizard's Magic Missile is the
// applier's damage, the fighter's sword someone else's.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatEvent, type CombatState, options, type Step, startCombat } from "../../src/combat/index.js";
import type { RulesetDoc, SheetData } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { of, withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

type Doc = { capabilityApi: string; catalogs: { spells: { entries: Record<string, unknown>[] } } };

/** The SRD with Hideous Laughter's save as `saveEnds` says. */
function laughterDoc(saveEnds: Record<string, unknown>): Doc {
  const doc = structuredClone(srd5e) as unknown as Doc;
  doc.catalogs.spells.entries = doc.catalogs.spells.entries.map((e) => {
    if (e.id !== "hideous-laughter") return e;
    const m = e.mechanics as { applies: Record<string, unknown>[] };
    const applies = m.applies.map((a, i) => (i === 0 ? { ...a, saveEnds } : a));
    return { ...e, mechanics: { ...m, applies } };
  });
  return doc;
}

const wizard = (): SheetData => {
  const sheet = structuredClone(srd5eCharacter("wizard-1")!);
  const spells = (sheet.lists?.["spells"] ?? []) as { entry: string; prepared?: boolean }[];
  return {
    ...sheet,
    lists: { ...sheet.lists, spells: [...spells, { entry: "spells/hideous-laughter", prepared: true }] },
  };
};

function use(rs: RulesetDoc, s: CombatState, who: string, what: string, target: string): Step {
  const t = turnIn(s, who);
  const o = options(rs, t).find((x) => x.kind === "use" && x.use === what);
  if (!o) throw new Error(`${who} is not offered ${what}`);
  return acceptIn(rs, t, { option: o.id, targets: [target] });
}

/** The goblin laughing (the spell's first condition held), over seeds: the step that left it so. */
function laughing(rs: RulesetDoc): { step: Step; caster: string; fighter: string } {
  const w = wizard();
  const f = srd5eCharacter("fighter-3")!;
  for (let seed = 1; seed < 200; seed++) {
    const { state } = startCombat(rs, { seed, party: [w, f], enemies: ["creatures/goblin"], noBoard: true });
    state.combatants["Goblin 1"]!.hp = 500;
    const step = use(rs, state, w.name, "spells/hideous-laughter", "Goblin 1");
    if (step.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "incapacitated"))
      return { step, caster: w.name, fighter: f.name };
  }
  throw new Error("the goblin never failed its save");
}

const endsSaves = (events: readonly CombatEvent[]) =>
  of(events, "save").filter((e) => e.who === "Goblin 1" && e.why === "ends incapacitated");

/** The fighter's first hit on the goblin, over the fight's own dice (its turn given back until it hits). */
function fighterHits(rs: RulesetDoc, s: CombatState, fighter: string): Step {
  let state = s;
  for (let i = 0; i < 40; i++) {
    const t = turnIn(state, fighter);
    const o = options(rs, t).find((x) => x.kind === "use" && !!x.targets?.candidates.includes("Goblin 1"))!;
    const step = acceptIn(rs, t, { option: o.id, targets: ["Goblin 1"] });
    if (of(step.events, "damage").some((d) => d.who === "Goblin 1")) return step;
    state = step.state;
  }
  throw new Error("the fighter never hit");
}

describe('1.274 saveEnds.at: "damaged": a save each time the holder is damaged', () => {
  let rules: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(laughterDoc({ save: "wis_save", at: "damaged" }));
  });

  it("the condition keeps its save for when its holder is damaged, none at its turns", () => {
    const { step } = laughing(rules);
    const held = step.state.combatants["Goblin 1"]!.conditions.find((c) => c.id === "incapacitated")!;
    expect(held.saveEnds).toMatchObject({ save: "wis_save", at: "damaged" });
    const s = turnIn(step.state, "Goblin 1");
    expect(endsSaves(acceptIn(rules, s, { option: "end" }).events)).toEqual([]);
  });

  it("anyone's damage calls for the save, rolled after the damage; a success ends the condition", () => {
    const { step, fighter } = laughing(rules);
    const hit = fighterHits(rules, step.state, fighter);
    const saves = endsSaves(hit.events);
    expect(saves).toHaveLength(1);
    const damage = hit.events.findIndex((e) => e.t === "damage" && e.who === "Goblin 1");
    expect(hit.events.indexOf(saves[0]!)).toBeGreaterThan(damage);
    const still = hit.state.combatants["Goblin 1"]!.conditions.some((c) => c.id === "incapacitated");
    expect(still).toBe(!saves[0]!.success);
  });
});

describe("1.274 saveEnds.bySource: only the applier's damage (Sympathy)", () => {
  let rules: RulesetDoc;
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(laughterDoc({ save: "wis_save", at: "damaged", bySource: true }));
  });

  it("someone else's blow calls for no save", () => {
    const { step, fighter } = laughing(rules);
    const hit = fighterHits(rules, step.state, fighter);
    expect(endsSaves(hit.events)).toEqual([]);
    expect(hit.state.combatants["Goblin 1"]!.conditions.map((c) => c.id)).toContain("incapacitated");
  });

  it("the applier's damage does: each of its Magic Missile's darts", () => {
    const { step, caster } = laughing(rules);
    const missiles = use(rules, step.state, caster, "spells/magic-missile", "Goblin 1");
    const darts = of(missiles.events, "damage").filter((d) => d.who === "Goblin 1");
    const saves = endsSaves(missiles.events);
    expect(saves.length).toBeGreaterThanOrEqual(1);
    // A save after each dart while the condition holds; none once one succeeds.
    const untilSuccess = saves.findIndex((x) => x.success);
    expect(saves.length).toBe(untilSuccess < 0 ? darts.length : untilSuccess + 1);
  });
});

describe("1.274 damaged saves: validation", () => {
  const codes = (saveEnds: Record<string, unknown>, api?: string) => {
    const doc = laughterDoc(saveEnds);
    if (api) doc.capabilityApi = api;
    return validate(doc).issues.map((i) => [i.path.replace(/entries\[\d+\]/, "entries[n]"), i.code]);
  };
  const at = "catalogs.spells.entries[n].mechanics.applies[0].saveEnds";

  it("loads as written", () => {
    expect(codes({ save: "wis_save", at: "damaged", bySource: true })).toEqual([]);
  });

  it('"bySource" belongs to a save made when the holder is damaged', () => {
    expect(codes({ save: "wis_save", bySource: true })).toEqual([[`${at}.bySource`, "not-allowed"]]);
    expect(codes({ save: "wis_save", at: "turn-end", bySource: true })).toEqual([[`${at}.bySource`, "not-allowed"]]);
    expect(codes({ save: "wis_save", at: "damaged", bySource: "yes" })).toEqual([[`${at}.bySource`, "wrong-type"]]);
  });

  it("both need 1.274", () => {
    const found = codes({ save: "wis_save", at: "damaged", bySource: true }, "1.273");
    expect(found).toContainEqual([`${at}.at`, "needs-version"]);
    expect(found).toContainEqual([`${at}.bySource`, "needs-version"]);
  });
});
