// 1.202 — Conditions that end together: "the incapacitated condition ends along with the charm whenever the charm
// ends: a save, a cure, the caster's concentration being broken, an ally shaking them awake … Only the condition
// applied by the same use ends with it, and the log says why." The bundled SRD's Hypnotic Pattern: `charmed` for the
// concentration, ended by any damage (`endsWhen`), and `incapacitated` with `"endsWith": "charmed"`.
import { beforeAll, describe, expect, it } from "vitest";
import {
  type Choice,
  type CombatEvent,
  type CombatState,
  choose,
  formatEvent,
  namesFor,
  options,
  type Step,
  startCombat,
} from "../../src/combat/index.js";
import { Rng } from "../../src/index.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { load, validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn as turnOf } from "../support/drive.js";
import { issuesOf, MECHANICS_PATH, withMechanics } from "../validate/helpers.js";

let ruleset: RulesetDoc;
const accept = (state: CombatState, choice: Choice): Step => acceptIn(ruleset, state, choice);
const WIZARD = "Sabine (Wizard 5)";
const FIGHTER = "Bram (Fighter 1)";

const held = (s: CombatState, who: string) => s.combatants[who]!.conditions.map((c) => c.id).sort();

/** The wizard casts the pattern over the goblins, on a seed where the first goblin fails its save. */
function patterned(): Step {
  const wizard = srd5eCharacter("wizard-5");
  const sheet = { ...wizard, lists: { spells: [{ entry: "spells/hypnotic-pattern", prepared: true }] } };
  for (let seed = 1; seed < 60; seed++) {
    const start = startCombat(ruleset, {
      seed,
      party: [sheet, srd5eCharacter("fighter-1")],
      enemies: [
        { creature: "creatures/goblin", at: [[6, 2]] },
        { creature: "creatures/goblin", at: [[7, 3]] },
      ],
      board: {
        width: 12,
        height: 8,
        party: [
          [0, 2],
          [5, 2],
        ],
      },
    }).state;
    const s = turnOf(start, WIZARD);
    const o = options(ruleset, s).find((x) => x.kind === "use" && x.use === "spells/hypnotic-pattern")!;
    // The cube from the first goblin's cell takes both goblins and spares the fighter beside them.
    const step = accept(s, { option: o.id, at: [6, 2] });
    expect(step.events.find((e) => e.t === "use")).toMatchObject({ targets: ["Goblin 2", "Goblin 1"] });
    if (held(step.state, "Goblin 1").includes("charmed")) return step;
  }
  throw new Error("the first goblin never failed its save");
}

const ended = (events: readonly CombatEvent[], who: string) =>
  events.filter((e): e is Extract<CombatEvent, { t: "condition-ended" }> => e.t === "condition-ended" && e.who === who);

describe("1.202 Hypnotic Pattern", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = load(srd5e).doc;
  });

  it("the bundled SRD's Hypnotic Pattern validates clean", () => {
    expect(validate(srd5e).issues).toEqual([]);
  });

  it("a failed save leaves the goblin charmed and incapacitated; damage ends the charm, and the incapacitation with it", () => {
    const cast = patterned();
    expect(held(cast.state, "Goblin 1")).toEqual(["charmed", "incapacitated"]);
    // The fighter strikes the charmed goblin until a blow lands.
    for (let i = 0; i < 40; i++) {
      const s = turnOf(cast.state, FIGHTER);
      s.rng = Rng.fromSeed(100 + i).toJSON();
      s.combatants["Goblin 1"]!.hp = 100;
      const o = options(ruleset, s).find((x) => x.kind === "use" && !!x.targets?.candidates.includes("Goblin 1"));
      if (!o) throw new Error("the fighter cannot reach the goblin");
      const r = choose(ruleset, s, { option: o.id, targets: ["Goblin 1"] });
      if ("rejected" in r) throw new Error(r.rejected.message);
      if (!r.events.some((e) => e.t === "damage" && e.who === "Goblin 1")) continue;
      const lines = ended(r.events, "Goblin 1");
      expect(lines.map((e) => [e.condition, e.why])).toEqual([
        ["charmed", "damaged"],
        ["incapacitated", "ended with charmed"],
      ]);
      expect(formatEvent(lines[1]!, namesFor(ruleset, r.state))).toBe(
        "Goblin 1 is no longer incapacitated (ended with charmed)",
      );
      expect(held(r.state, "Goblin 1")).toEqual([]);
      return;
    }
    throw new Error("the fighter never hit");
  });

  it("the caster's concentration broken ends both on every goblin", () => {
    const cast = patterned();
    const s = structuredClone(cast.state);
    const wizard = s.combatants[WIZARD]!;
    // The wizard falls: its concentration ends with it.
    const ogreBlow = turnOf(s, "Goblin 2");
    ogreBlow.combatants[WIZARD]!.hp = 1;
    ogreBlow.combatants["Goblin 2"]!.conditions = [];
    void wizard;
    for (let i = 0; i < 40; i++) {
      const t = structuredClone(ogreBlow);
      t.rng = Rng.fromSeed(200 + i).toJSON();
      const o = options(ruleset, t).find((x) => x.kind === "use" && !!x.targets?.candidates.includes(WIZARD));
      if (!o) throw new Error("the goblin cannot reach the wizard");
      const r = choose(ruleset, t, { option: o.id, targets: [WIZARD] });
      if ("rejected" in r) throw new Error(r.rejected.message);
      if (r.state.combatants[WIZARD]!.status === "standing") continue;
      const lines = ended(r.events, "Goblin 1");
      expect(lines.map((e) => e.condition)).toEqual(["charmed", "incapacitated"]);
      expect(lines[1]!.why).toBe("ended with charmed");
      expect(held(r.state, "Goblin 1")).toEqual([]);
      return;
    }
    throw new Error("the goblin never felled the wizard");
  });

  it("only the condition the same use applied ends with it", () => {
    const cast = patterned();
    const s = turnOf(cast.state, FIGHTER);
    const goblin = s.combatants["Goblin 1"]!;
    // Another charm on the goblin, from someone else, ending changes nothing of the pattern's.
    goblin.conditions.push({
      id: "charmed",
      source: FIGHTER,
      by: "features/other",
      remaining: 1,
      of: "holder",
      at: "turn-end",
    });
    const goblinTurn = turnOf(s, "Goblin 1");
    const r = accept(goblinTurn, { option: "end" });
    const lines = ended(r.events, "Goblin 1");
    expect(lines.map((e) => [e.condition, e.why])).toEqual([["charmed", expect.any(String)]]);
    expect(held(r.state, "Goblin 1")).toEqual(["charmed", "incapacitated"]);
  });
});

describe("1.202 validation", () => {
  const path = `${MECHANICS_PATH}.applies[1].endsWith`;

  it("names another condition of the same list", () => {
    const ok = issuesOf(
      withMechanics({ applies: [{ condition: "poisoned" }, { condition: "prone", endsWith: "poisoned" }] }),
    );
    expect(ok).toEqual([]);
    const other = issuesOf(
      withMechanics({ applies: [{ condition: "poisoned" }, { condition: "prone", endsWith: "stunned" }] }),
    );
    expect(other).toContainEqual(expect.objectContaining({ path, code: "bad-reference", capability: "1.202" }));
  });

  it("needs 1.202", () => {
    const issues = issuesOf(
      withMechanics({ applies: [{ condition: "poisoned" }, { condition: "prone", endsWith: "poisoned" }] }, "1.201"),
    );
    expect(issues).toEqual([expect.objectContaining({ path, code: "needs-version", capability: "1.202" })]);
  });
});
