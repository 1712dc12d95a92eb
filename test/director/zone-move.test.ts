// 1.173: the director moves its lasting zone (Moonbeam) onto foes it would newly catch, away from its friends, and
// spends the action otherwise when the move would catch no one new.
import { beforeAll, describe, expect, it } from "vitest";
import { zoneMoveCandidates, zoneMoveValue } from "../../src/capabilities/zone-moves/director.js";
import type { Choice, CombatState, Step } from "../../src/combat/index.js";
import { options } from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import type { SheetData } from "../../src/ruleset/index.js";
import { cleric, fighter, withGeometry } from "../combat/helpers.js";
import {
  accept as acceptIn,
  caster,
  endUntil as endUntilIn,
  ruleset as unpriced,
  zoneEvents,
} from "../spec/fixtures/zone-moves.js";
import { turnOfIn } from "../support/drive.js";
import { loadedDoc } from "../support/loaded.js";

/** The zone fixtures' ruleset with Moonbeam costing a 2nd-level slot, as it does in play. */
const spells = unpriced.catalogs!["spells"]!;
const ruleset = loadedDoc({
  ...unpriced,
  catalogs: {
    ...unpriced.catalogs!,
    spells: {
      ...spells,
      entries: spells.entries.map((e) =>
        e.id === "moonbeam" && "mechanics" in e
          ? { ...e, mechanics: { ...e.mechanics, cost: { group: "slot", level: 2 } } }
          : e,
      ),
    },
  },
});

const accept = (s: CombatState, c: Choice) => acceptIn(s, c, ruleset);
const endUntil = (step: Step, who: string) => endUntilIn(step, who, ruleset);

/** The caster of the zone fixtures knowing Moonbeam, with a cantrip to spend its action on instead. */
const druid: SheetData = {
  ...caster,
  lists: { spells: [{ entry: "spells/moonbeam" }, { entry: "spells/fire-bolt" }] },
};

interface Places {
  readonly goblins: readonly [number, number][];
  readonly fighter?: [number, number];
  readonly cleric?: [number, number];
  readonly height?: number;
  /** Fireball on the list too. */
  readonly fireball?: boolean;
}

/** Moonbeam cast at [3, y] on the caster's first turn, and the caster's next turn come, with the goblins (and the
 * friends) where `places` puts them. */
function concentrating(places: Places): Step {
  const sheet = places.fireball
    ? { ...druid, lists: { spells: [...druid.lists!["spells"]!, { entry: "spells/fireball" }] } }
    : druid;
  const party = [sheet, ...(places.fighter ? [fighter] : []), ...(places.cleric ? [cleric] : [])];
  const enemies = places.goblins.map(() => "monsters/goblin");
  const board = { width: 20, height: places.height ?? 6 };
  const s = turnOfIn(ruleset, "Wizard", { party, enemies, board }, (x) => {
    x.combatants["Wizard"]!.at = [0, 0];
    places.goblins.forEach((at, i) => {
      x.combatants[`Goblin ${i + 1}`]!.at = at;
    });
    if (places.fighter) x.combatants["Fighter"]!.at = places.fighter;
    if (places.cleric) x.combatants["Cleric"]!.at = places.cleric;
  });
  const y = places.height === 1 ? 0 : 2;
  return endUntil(accept(s, { option: "use:spells/moonbeam", at: [3, y] }), "Wizard");
}

const isMove = (c: Choice) => c.option === "zone:spells/moonbeam";

describe("director: moving a lasting zone (1.173)", () => {
  beforeAll(withGeometry);

  it("moves Moonbeam onto two foes out of it, rather than casting a cantrip", () => {
    const { state } = concentrating({
      goblins: [
        [14, 1],
        [14, 3],
      ],
    });
    const choice = direct(ruleset, state);
    expect(isMove(choice)).toBe(true);
    const moved = accept(state, choice);
    expect(zoneEvents(moved.events, "catch").map((e) => e.who)).toEqual(["Goblin 1", "Goblin 2"]);
  });

  it("catches the foe without its friend beside it when it can", () => {
    const { state } = concentrating({ goblins: [[14, 2]], fighter: [14, 1] });
    const choice = direct(ruleset, state);
    expect(isMove(choice)).toBe(true);
    const moved = accept(state, choice);
    expect(zoneEvents(moved.events, "catch").map((e) => e.who)).toEqual(["Goblin 1"]);
  });

  it("does not move it onto its own friends when every cell that catches the foe catches them too", () => {
    const { state } = concentrating({ goblins: [[14, 0]], fighter: [13, 0], cleric: [15, 0], height: 1 });
    const choice = direct(ruleset, state);
    expect(isMove(choice)).toBe(false);
    // And it would not catch a friend with it by any choice it makes this turn.
    const r = accept(state, choice);
    expect(zoneEvents(r.events, "catch")).toEqual([]);
  });

  it("spends the action on a Fireball rather than a move that catches no one new (caught this turn already)", () => {
    const { state } = concentrating({
      goblins: [
        [14, 1],
        [14, 3],
      ],
      fireball: true,
    });
    const caught = structuredClone(state);
    const zone = caught.zones![0]!;
    zone.caughtIn = `${caught.round}:${caught.turn}`;
    zone.caught = ["Goblin 1", "Goblin 2"];
    const choice = direct(ruleset, caught);
    expect(choice.option).toBe("use:spells/fireball");
    expect(zoneEvents(accept(caught, choice).events, "catch")).toEqual([]);
  });

  it("moves it rather than casting a cantrip when it catches no one new but leaves them in it for their turn", () => {
    // Out of slots, caught this turn already: moving it onto them still catches each at the start of its turn,
    // more than the one fire bolt is worth.
    const { state } = concentrating({
      goblins: [
        [14, 1],
        [14, 3],
      ],
    });
    const caught = structuredClone(state);
    caught.zones![0]!.caughtIn = `${caught.round}:${caught.turn}`;
    caught.zones![0]!.caught = ["Goblin 1", "Goblin 2"];
    const me = caught.combatants["Wizard"]!;
    for (const pool of Object.keys(me.pools)) if (pool.startsWith("slot_")) me.pools[pool] = 0;
    const choice = direct(ruleset, caught);
    expect(isMove(choice)).toBe(true);
    expect(zoneEvents(accept(caught, choice).events, "catch")).toEqual([]);
  });

  it("weighs a creature caught this turn only by the coming turn start, not again now", () => {
    const { state } = concentrating({
      goblins: [
        [14, 1],
        [14, 3],
      ],
    });
    const caught = structuredClone(state);
    caught.zones![0]!.caughtIn = `${caught.round}:${caught.turn}`;
    caught.zones![0]!.caught = ["Goblin 1", "Goblin 2"];
    const best = (s: CombatState) => {
      const menu = options(ruleset, s);
      const scene = makeScene(ruleset, s, menu);
      const cands = zoneMoveCandidates(scene, menu.find((o) => o.kind === "zone")!);
      return Math.max(...cands.map((c) => zoneMoveValue(scene, c)));
    };
    const fresh = best(state);
    const again = best(caught);
    expect(again).toBeGreaterThan(0);
    // Now and at their turn start against their turn start alone (weighed at half).
    expect(fresh).toBeCloseTo(3 * again, 5);
  });

  it("chooses the same for the same state", () => {
    const { state } = concentrating({
      goblins: [
        [14, 1],
        [14, 3],
      ],
      fighter: [13, 2],
    });
    const copy = structuredClone(state);
    expect(direct(ruleset, copy)).toEqual(direct(ruleset, state));
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
  });
});
