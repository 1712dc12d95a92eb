// 1.275 — Conditions suppressed rather than ended. "A combat condition's `suppresses` lists other conditions it
// suppresses while it is in effect: what they do stops, but they stay on, and they take effect again once it ends
// (Calm Emotions' charm and fear …)." "Beside `whileSourceInSight`, … `orSourceWithin` keeps it in effect while the
// holder is that close to whoever applied it, whether they can see them or not: when it is neither in sight nor
// within that distance, it is suppressed—it stays on the holder, its timer keeps running" (Antipathy's fear).
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CombatEvent,
  type CombatState,
  conditionsOf,
  formatEvent,
  namesFor,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn as accept, turnIn as turnOf } from "../support/drive.js";

const CLERIC = "Ione (Cleric 3)";
const FIGHTER = "Bram (Fighter 1)";

let ruleset: RulesetDoc;

const suppressions = (events: readonly CombatEvent[]) => events.filter((e) => e.t === "suppression");
const fear = (rules: RulesetDoc, s: CombatState) => conditionsOf(rules, s, FIGHTER).find((c) => c.id === "frightened");

describe("1.275 Calm Emotions", () => {
  let calmed: Step;
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(srd5e).doc;
    const cleric = {
      ...srd5eCharacter("cleric-3"),
      lists: { spells: [{ entry: "spells/calm-emotions", prepared: true }] },
    };
    const start = startCombat(ruleset, {
      seed: 2,
      party: [cleric, srd5eCharacter("fighter-1")],
      enemies: ["creatures/goblin"],
      noBoard: true,
    }).state;
    // The fighter is frightened of the goblin for three of its turns.
    const s = turnOf(start, CLERIC);
    s.combatants[FIGHTER]!.conditions.push({
      id: "frightened",
      source: "Goblin 1",
      remaining: 3,
      of: "holder",
      at: "turn-end",
    });
    const o = options(ruleset, s).find((x) => x.kind === "use" && x.use === "spells/calm-emotions")!;
    calmed = accept(ruleset, s, { option: o.id, targets: [FIGHTER] });
  });

  it("the bundled SRD with Calm Emotions validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("suppresses the fear: it stays on, does nothing, and the log says so", () => {
    expect(suppressions(calmed.events)).toEqual([
      { t: "suppression", who: FIGHTER, condition: "frightened", by: ["calmed"] },
    ]);
    expect(formatEvent(suppressions(calmed.events)[0]!, namesFor(ruleset, calmed.state))).toBe(
      `${FIGHTER}'s frightened is suppressed by calmed`,
    );
    expect(fear(ruleset, calmed.state)).toMatchObject({ remaining: 3, suppressed: true });
    // The fighter's attack has no disadvantage from the fear now.
    const s = turnOf(calmed.state, FIGHTER);
    const o = options(ruleset, s).find((x) => x.kind === "use" && !!x.targets?.candidates.includes("Goblin 1"))!;
    const r = accept(ruleset, s, { option: o.id, targets: ["Goblin 1"] });
    const attack = r.events.find((e) => e.t === "attack")!;
    expect(attack.t === "attack" && attack.d20.mode).toBe("normal");
  });

  it("its timer keeps running, and it takes effect again once the calm ends", () => {
    // The fighter's turn ends: the suppressed fear still counts down.
    const after = accept(ruleset, turnOf(calmed.state, FIGHTER), { option: "end" });
    expect(fear(ruleset, after.state)).toMatchObject({ remaining: 2, suppressed: true });
    // The cleric lets the spell go (its concentration ends when it falls).
    const s = turnOf(after.state, "Goblin 1");
    s.combatants[CLERIC]!.hp = 1;
    for (let seed = 1; seed < 60; seed++) {
      const t = structuredClone(s);
      t.rng = { algorithm: "xoroshiro128plus", state: [seed * 7919, seed * 104729, 12345, 67890] };
      const o = options(ruleset, t).find((x) => x.kind === "use" && !!x.targets?.candidates.includes(CLERIC))!;
      const r = accept(ruleset, t, { option: o.id, targets: [CLERIC] });
      if (r.state.combatants[CLERIC]!.status === "standing") continue;
      expect(suppressions(r.events)).toEqual([{ t: "suppression", who: FIGHTER, condition: "frightened", by: [] }]);
      expect(formatEvent(suppressions(r.events)[0]!)).toBe(`${FIGHTER}'s frightened takes effect again`);
      expect(fear(ruleset, r.state)).toMatchObject({ remaining: 2, suppressed: false });
      return;
    }
    throw new Error("the goblin never felled the cleric");
  });
});

describe("1.275 Antipathy's fear: in sight, or within 60 feet", () => {
  const ANTIPATHY = {
    id: "antipathy-fear",
    label: "Antipathy's fear",
    whileSourceInSight: true,
    orSourceWithin: 60,
    modifiers: [{ to: "attacks", mode: "disadvantage" }],
  };
  let rules: RulesetDoc;
  beforeAll(() => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
    doc.combat.conditions.push(ANTIPATHY);
    rules = load(doc).doc;
  });

  /** The fighter holds the goblin's antipathy; the goblin is invisible, `apart` cells away along a row. */
  function apart(cells: number): Step {
    const start = startCombat(rules, {
      seed: 1,
      party: [srd5eCharacter("fighter-1")],
      enemies: [{ creature: "creatures/goblin", at: [[1 + cells, 1]] }],
      board: { width: 30, height: 3, party: [[1, 1]] },
    }).state;
    const s = turnOf(start, FIGHTER);
    s.combatants["Goblin 1"]!.conditions.push({ id: "invisible" });
    s.combatants[FIGHTER]!.conditions.push({ id: "antipathy-fear", source: "Goblin 1" });
    // A step of the fighter's turn refreshes what it holds (sight and distance are read as things move).
    return accept(rules, s, { option: "end" });
  }

  it("the example's ruleset is valid", () => {
    const doc = structuredClone(srd5e) as unknown as { combat: { conditions: unknown[] } };
    doc.combat.conditions.push(ANTIPATHY);
    expect(validate(doc).issues).toEqual([]);
  });

  it("unseen but within 60 feet it is in force; unseen and farther it is suppressed, still held", () => {
    const near = apart(10);
    expect(conditionsOf(rules, near.state, FIGHTER).find((c) => c.id === "antipathy-fear")).toMatchObject({
      suppressed: false,
    });
    const far = apart(14);
    expect(conditionsOf(rules, far.state, FIGHTER).find((c) => c.id === "antipathy-fear")).toMatchObject({
      suppressed: true,
    });
  });
});

describe("1.275 validation", () => {
  const withCondition = (condition: Record<string, unknown>, capabilityApi = srd5e.capabilityApi) => {
    const doc = structuredClone(srd5e) as unknown as { capabilityApi: string; combat: { conditions: unknown[] } };
    doc.capabilityApi = capabilityApi;
    doc.combat.conditions.push({ id: "odd", label: "Odd", ...condition });
    return validate(doc).issues.map((i) => [i.path.replace(/^combat\.conditions\[\d+\]\./, ""), i.code, i.capability]);
  };

  it("orSourceWithin goes beside whileSourceInSight", () => {
    expect(withCondition({ orSourceWithin: 60 })).toEqual([["orSourceWithin", "missing", "1.275"]]);
  });

  it("suppresses names other conditions, never its own", () => {
    expect(withCondition({ suppresses: ["odd"] })).toEqual([["suppresses[0]", "bad-reference", "1.275"]]);
    expect(withCondition({ suppresses: ["nothing"] }).map((i) => i[1])).toEqual(["bad-reference"]);
  });

  it("needs 1.275", () => {
    expect(withCondition({ suppresses: ["charmed"] }, "1.274")).toContainEqual([
      "suppresses",
      "needs-version",
      "1.275",
    ]);
  });
});
