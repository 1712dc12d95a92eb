// 1.393 — "A creature's `attackModes` entry can have `"allyAdjacent": true`, applying only while one of its allies
// that can act stands next to the target (with no board, that ally counts wherever it is): 5e's Pack Tactics,
// `{"mode": "advantage", "allyAdjacent": true}`." The director sees it too: a wolf goes for the foe a packmate
// already stands beside.
import { beforeAll, describe, expect, it } from "vitest";
import type { CombatEvent, CombatState } from "../../src/combat/index.js";
import { choose } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { srd5e, srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, turnOfIn } from "../support/drive.js";
import { ruleset, wielder } from "./fixtures/beside-and-hurt.js";

type At = [number, number];
const wolves = { creature: "monsters/pack-wolf", count: 2 };

const modeOf = (events: readonly CombatEvent[]) =>
  (events.find((e) => e.t === "attack") as { d20: { mode: string } } | undefined)?.d20.mode;

/** Wolf 1 bites the fighter; `fn` places or fells the pack first. */
function bite(fn: (s: CombatState) => void, board = false): string | undefined {
  const where = board ? { board: { width: 12, height: 10 } } : { noBoard: true };
  const s = turnOfIn(ruleset, "Wolf 1", { party: [wielder("longsword")], enemies: [wolves], ...where }, fn);
  return modeOf(acceptIn(ruleset, s, { option: "use:action:bite", targets: ["Fighter"] }).events);
}

const place = (s: CombatState, at: Record<string, At>) => {
  for (const [who, cell] of Object.entries(at)) s.combatants[who]!.at = cell;
};

describe("1.393 attackModes[].allyAdjacent: Pack Tactics", () => {
  beforeAll(withGeometry);

  it("without a board, a packmate that can act anywhere in the fight gives the bite advantage", () => {
    expect(bite(() => {})).toBe("advantage");
  });

  it("a packmate that is down, or cannot act, gives nothing", () => {
    expect(
      bite((s) => {
        s.combatants["Wolf 2"]!.hp = 0;
        s.combatants["Wolf 2"]!.status = "dead";
      }),
    ).toBe("normal");
    expect(
      bite((s) => {
        s.combatants["Wolf 2"]!.conditions.push({ id: "incapacitated", source: "Fighter" });
      }),
    ).toBe("normal");
  });

  it("on a board, only a packmate next to the target counts", () => {
    const beside = bite((s) => place(s, { Fighter: [5, 5], "Wolf 1": [4, 5], "Wolf 2": [6, 6] }), true);
    const away = bite((s) => place(s, { Fighter: [5, 5], "Wolf 1": [4, 5], "Wolf 2": [9, 8] }), true);
    expect(beside).toBe("advantage");
    expect(away).toBe("normal");
  });
});

describe("1.393 Pack Tactics, directed", () => {
  beforeAll(withGeometry);

  /** Wolf 1 halfway between two like fighters, Wolf 2 beside the one at `packAt`: whom the director bites. */
  function target(packAt: At): string[] {
    const s = turnOfIn(
      ruleset,
      "Wolf 1",
      {
        party: [wielder("longsword", "Anna"), wielder("longsword", "Bert")],
        enemies: [wolves],
        board: { width: 12, height: 10 },
      },
      (x) => place(x, { Anna: [2, 5], Bert: [8, 5], "Wolf 1": [5, 5], "Wolf 2": packAt }),
    );
    let state = s;
    // Steps and bites on Wolf 1's turn, until it bites someone.
    for (let i = 0; i < 4; i++) {
      const choice = direct(ruleset, state);
      const r = choose(ruleset, state, choice);
      if ("rejected" in r) throw new Error(r.rejected.message);
      const a = r.events.find((e) => e.t === "attack") as { target: string } | undefined;
      if (a) return [a.target, modeOf(r.events)!];
      state = r.state;
    }
    throw new Error("the wolf never bit");
  }

  it("goes for the fighter its packmate stands beside, and bites with advantage", () => {
    expect(target([9, 5])).toEqual(["Bert", "advantage"]);
    expect(target([1, 5])).toEqual(["Anna", "advantage"]);
  });
});

describe("1.393 the bundled SRD's wolf has Pack Tactics", () => {
  beforeAll(withGeometry);

  it("bites a fighter with advantage while its packmate stands, as usual once it has fallen", () => {
    const setup = { party: [srd5eCharacter("fighter-1")], enemies: [{ creature: "creatures/wolf", count: 2 }] };
    const bite = (fn: (s: CombatState) => void = () => {}) => {
      const s = turnOfIn(srd5e, "Wolf 1", { ...setup, noBoard: true }, fn);
      const target = s.order.find((id) => s.combatants[id]!.side !== s.combatants["Wolf 1"]!.side)!;
      return modeOf(acceptIn(srd5e, s, { option: "use:action:bite", targets: [target] }).events);
    };
    expect(bite()).toBe("advantage");
    expect(
      bite((s) => {
        s.combatants["Wolf 2"]!.status = "dead";
      }),
    ).toBe("normal");
  });
});
