// 1.257 — Cutting Words: "`lowersRoll` can also list `"also": ["checks", "damage"]`: besides an attack roll that hit,
// its dice are also subtracted from someone else's ability check or damage roll when it is made. That use is spent
// automatically, together with the entry's budget, uses and cost, by the first person on the other side whose entry
// can reach the roller, and only when its maximum could turn the roll around: … damage that would drop someone on
// its holder's side and could then leave them standing. Cutting Words is `{ "dice": "1d6", "also": ["checks",
// "damage"] }` with its die size set by level, `needs: ["hearing"]`, and `targetTypes: { "notImmuneTo": ["charmed"]
// }`." The bard's Cutting Words from the bundled SRD, on a goblin's (and a flying sword's) blows on the fighter.
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
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { validate } from "../../src/validate/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnIn, windowOf } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";
import { bard } from "./fixtures/bard.js";

let rules: RulesetDoc;

const FIGHTER = "Bram (Fighter 1)";
const BARD = "Lira";
const WORDS = "features/cutting-words";

const of = <T extends CombatEvent["t"]>(events: readonly CombatEvent[], t: T) =>
  events.filter((e): e is Extract<CombatEvent, { t: T }> => e.t === t);

/** The generator at a chosen state. */
function seeded(s: CombatState, draw: number): void {
  const mix = (n: number) => Math.imul(n ^ (n >>> 15), 0x2c1b3c6d) >>> 0 || 1;
  s.rng = { algorithm: "xoroshiro128plus", state: [mix(draw), mix(draw + 101), mix(draw + 202), mix(draw + 303)] };
}

function fight(level: number, foe = "creatures/goblin"): CombatState {
  return startCombat(rules, {
    seed: 3,
    party: [srd5eCharacter("fighter-1"), bard(level)],
    enemies: [foe],
    noBoard: true,
  }).state;
}

/** The foe's `attack` on the fighter at `hp`, the generator at `draw`; a window the blow opens is let pass. */
function swing(start: CombatState, hp: number, draw: number, fn: (s: CombatState) => void = () => {}): Step {
  const foe = start.order.find((id) => start.combatants[id]!.side === "enemies")!;
  const s = turnIn(start, foe, (x) => {
    x.stack = [];
    x.combatants[FIGHTER]!.hp = hp;
    seeded(x, draw);
    fn(x);
  });
  const o = options(rules, s).find((x) => x.kind === "use" && x.targets?.candidates.includes(FIGHTER))!;
  let step = acceptIn(rules, s, { option: o.id, targets: [FIGHTER] });
  const events = [...step.events];
  while (windowOf(step.state)) {
    step = acceptIn(rules, step.state, { option: "pass" });
    events.push(...step.events);
  }
  return { state: step.state, events };
}

describe("1.257 Cutting Words on damage rolls", () => {
  beforeAll(async () => {
    await withGeometry();
    rules = loadedDoc(srd5e);
  });

  it("the bundled SRD writes it with also, needs hearing and no immunity to charm; deafened lacks hearing", () => {
    expect(validate(srd5e).issues).toEqual([]);
    const words = srd5e.catalogs!["features"]!.entries.find((e) => e.id === "cutting-words")!;
    expect((words as { mechanics?: unknown }).mechanics).toMatchObject({
      needs: ["hearing"],
      targetTypes: { notImmuneTo: ["charmed"] },
      lowersRoll: { also: ["checks", "damage"] },
    });
    expect(srd5e.combat!.conditions!.find((c) => c.id === "deafened")).toMatchObject({ lacks: ["hearing"] });
  });

  it("a blow that would drop the fighter is lowered at once, spending the reaction and a use; the fighter stays up", () => {
    let lowered = 0;
    for (let draw = 1; draw <= 40; draw++) {
      // A goblin's scimitar (1d6 + 2, 3 to 8) on a fighter at 3: every hit would drop him, and a d8 can always
      // leave him standing.
      const step = swing(fight(5), 3, draw);
      const [attack] = of(step.events, "attack");
      const [low] = of(step.events, "lowered");
      if (attack!.result === "miss") {
        expect(low).toBeUndefined();
        continue;
      }
      lowered++;
      expect(low).toMatchObject({ who: BARD, roller: "Goblin 1", kind: "damage", use: WORDS, name: "Cutting Words" });
      expect(low!.dice.expr).toBe("1d8");
      expect(low!.to).toBe(Math.max(0, low!.from - low!.dice.total));
      expect(low!.against).toBeUndefined();
      const [damage] = of(step.events, "damage").filter((d) => d.who === FIGHTER);
      expect(damage!.rolled).toBe(low!.to);
      expect(step.state.combatants[FIGHTER]!.hp).toBe(Math.max(0, 3 - low!.to));
      // Logged before the damage it lowered.
      expect(step.events.indexOf(low!)).toBeLessThan(step.events.indexOf(damage!));
      // Spent without asking: the reaction and one use of Bardic Inspiration.
      expect(step.state.combatants[BARD]!.budgets["reaction"]).toBe(0);
      expect(step.events).toContainEqual({ t: "pay", who: BARD, pool: "Bardic Inspiration", amount: 1 });
      expect(formatEvent(low!)).toBe(
        `Lira uses Cutting Words on Goblin 1: 1d8 (${low!.dice.total}) off the damage roll, ${low!.from} → ${low!.to}`,
      );
    }
    expect(lowered).toBeGreaterThan(0);
  });

  it("damage that would not drop the fighter is left alone", () => {
    for (let draw = 1; draw <= 20; draw++) {
      const step = swing(fight(5), 50, draw);
      expect(of(step.events, "lowered")).toEqual([]);
      expect(step.state.combatants[BARD]!.budgets["reaction"]).toBe(1);
    }
  });

  it("only when the die's maximum could leave him standing: a d6 at 1st level against a fighter at 1", () => {
    const seen = { lowered: 0, kept: 0 };
    for (let draw = 1; draw <= 80; draw++) {
      const step = swing(fight(1), 1, draw);
      if (of(step.events, "attack")[0]!.result !== "hit") continue;
      const [low] = of(step.events, "lowered");
      const [damage] = of(step.events, "damage").filter((d) => d.who === FIGHTER);
      // 1d6 + 2 up to 6 can come down to 0 with a d6; a 7 or an 8 cannot.
      if (low) {
        seen.lowered++;
        expect(low.from).toBeLessThanOrEqual(6);
        expect(low.dice.expr).toBe("1d6");
      } else {
        seen.kept++;
        expect(damage!.rolled).toBeGreaterThan(6);
      }
    }
    expect(seen.lowered).toBeGreaterThan(0);
    expect(seen.kept).toBeGreaterThan(0);
  });

  it("nothing without the reaction or a use of Bardic Inspiration left", () => {
    for (let draw = 1; draw <= 10; draw++) {
      const spent = swing(fight(5), 3, draw, (s) => {
        s.combatants[BARD]!.budgets["reaction"] = 0;
      });
      expect(of(spent.events, "lowered")).toEqual([]);
      const none = swing(fight(5), 3, draw, (s) => {
        s.combatants[BARD]!.counters!["bardic inspiration"] = 0;
      });
      expect(of(none.events, "lowered")).toEqual([]);
    }
  });

  it("needs hearing: a deafened goblin is out of its reach, on its blows as on its hits", () => {
    for (let draw = 1; draw <= 20; draw++) {
      const step = swing(fight(5), 3, draw, (s) => {
        s.combatants["Goblin 1"]!.conditions.push({ id: "deafened" });
      });
      expect(of(step.events, "lowered")).toEqual([]);
      // Nor is the bard offered the hit reaction on it.
      expect(of(step.events, "reaction")).toEqual([]);
    }
  });

  it("needs hearing: a bard standing in a zone that deafens (Silence) is not heard", () => {
    for (let draw = 1; draw <= 20; draw++) {
      const step = swing(fight(5), 3, draw, (s) => {
        s.combatants[BARD]!.conditions.push({ id: "deafened", inZone: `${BARD}|spells/silence` });
      });
      expect(of(step.events, "lowered")).toEqual([]);
    }
    // Deafened by anything but a zone, the bard is still heard.
    let lowered = 0;
    for (let draw = 1; draw <= 20; draw++) {
      const step = swing(fight(5), 3, draw, (s) => {
        s.combatants[BARD]!.conditions.push({ id: "deafened" });
      });
      lowered += of(step.events, "lowered").length;
    }
    expect(lowered).toBeGreaterThan(0);
  });

  it("a creature immune to being charmed (a flying sword) is immune to it", () => {
    for (let draw = 1; draw <= 20; draw++) {
      const step = swing(fight(5, "creatures/flying-sword"), 3, draw);
      expect(of(step.events, "lowered")).toEqual([]);
    }
  });
});

describe("1.257 needs and lowersRoll.also as validated", () => {
  type Doc = { catalogs: Record<string, { entries: { id: string; mechanics?: Record<string, unknown> }[] }> };
  const withWords = (change: (m: Record<string, unknown>) => void) => {
    const doc = structuredClone(srd5e) as unknown as Doc;
    const words = doc.catalogs["features"]!.entries.find((e) => e.id === "cutting-words")!;
    change(words.mechanics!);
    return validate(doc).issues;
  };

  it("also names checks or damage, and needs names senses", () => {
    expect(
      withWords((m) => {
        (m["lowersRoll"] as Record<string, unknown>)["also"] = ["saves"];
      }),
    ).toContainEqual(expect.objectContaining({ path: expect.stringMatching(/lowersRoll\.also\[0\]$/) }));
    expect(
      withWords((m) => {
        m["needs"] = "hearing";
      }),
    ).toContainEqual(expect.objectContaining({ path: expect.stringMatching(/\.needs$/) }));
  });

  it("a ruleset below 1.257 cannot use them", () => {
    const doc = structuredClone(srd5e) as unknown as Doc & { capabilityApi: string };
    doc.capabilityApi = "1.256";
    const refused = validate(doc)
      .issues.filter((i) => i.code === "needs-version")
      .map((i) => i.path);
    expect(refused).toContainEqual(expect.stringMatching(/\.mechanics\.needs$/));
    expect(refused).toContainEqual(expect.stringMatching(/\.mechanics\.lowersRoll\.also$/));
  });
});
