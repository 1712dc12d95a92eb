// Every spell of the 5e-database import, complete or not, loads and is cast: a creature casting it once opens a
// short fight against a small SRD party on an open board, then the director plays the round out on both sides.
// No fight may throw and no choice may be refused. Reaction spells are not on a turn's menu; they only load.
import { beforeAll, describe, expect, it } from "vitest";
import imported from "../../rulesets/srd5e-import.json" with { type: "json" };
import {
  attachGeometry,
  type Choice,
  choose,
  type Option,
  options,
  startCombat,
  whoActs,
} from "../../src/combat/index.js";
import { direct } from "../../src/director/index.js";
import { createEngine } from "../../src/engine.js";
import type { BoardDef, CreatureDef, EntryDef, RulesetDoc } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { load } from "../../src/validate/index.js";
import { ruleset } from "./helpers.js";

const PARTY = ["fighter-3", "cleric-3", "wizard-3"].map((id) => srd5eCharacter(id)!);
const BOARD: BoardDef = {
  width: 12,
  height: 8,
  cells: Array.from({ length: 8 }, () => ".".repeat(12)),
  legend: { ".": { label: "open ground" } },
  party: [
    [2, 3],
    [2, 4],
    [1, 3],
  ],
};
const GROUPS = 8;
const GROUP_TIMEOUT = 120_000;

/** Every imported spell; in its own fight each takes the place of a hand-written entry of the same id. */
const spells = imported.spells as unknown as EntryDef[];
const own = new Set((ruleset.catalogs?.spells?.entries ?? []).map((e) => e.id));

/** A caster of one spell: a sturdy creature casting it once, with numbers every spell can read. */
function caster(spell: EntryDef): CreatureDef {
  return {
    id: "caster",
    name: "Caster",
    size: "medium",
    types: ["humanoid"],
    defense: 15,
    health: "200",
    speed: { walk: 30 },
    abilities: { str: 10, dex: 14, con: 14, int: 18, wis: 14, cha: 14 },
    challenge: 5,
    actions: [],
    spellcasting: {
      toHit: 7,
      difficulty: 15,
      fields: { level: 9 },
      spells: [{ spell: `spells/${spell.id}`, uses: 1 }],
    },
  } satisfies CreatureDef;
}

function rulesetFor(spell: EntryDef): RulesetDoc {
  const base = ruleset.catalogs!;
  return {
    ...ruleset,
    catalogs: {
      ...base,
      spells: { ...base.spells!, entries: [...base.spells!.entries.filter((e) => e.id !== spell.id), spell] },
      creatures: { label: "Casters", type: "creatures", entries: [caster(spell)] },
    },
  };
}

/** A choice the option accepts: its first payment, the first aim cell, or up to its fewest targets. */
function choiceFor(option: Option): Choice {
  const pay = option.payments && option.payments.length > 1 ? { pay: option.payments[0]!.pool } : {};
  if (option.cells?.length) return { option: option.id, at: option.cells[0], ...pay };
  if (option.targets) {
    const t = option.targets;
    const n = Math.max(1, t.min);
    const ids = t.repeat ? Array.from({ length: n }, () => t.candidates[0]!) : t.candidates.slice(0, n);
    return { option: option.id, targets: ids, ...pay };
  }
  return { option: option.id, ...pay };
}

const onTurn = (spell: EntryDef) => {
  const m = spell.mechanics as { budget?: string } | undefined;
  return m !== undefined && (m.budget === "action" || m.budget === "bonus");
};

describe("every imported spell is cast in a short fight", () => {
  beforeAll(async () => attachGeometry((await createEngine()).geometry));

  it("every one loads beside the bundled catalog", () => {
    expect(spells.length).toBe(imported.report.spells.length);
    const all: RulesetDoc = {
      ...ruleset,
      catalogs: {
        ...ruleset.catalogs,
        spells: {
          ...ruleset.catalogs!.spells!,
          entries: [...ruleset.catalogs!.spells!.entries, ...spells.filter((s) => !own.has(s.id))],
        },
      },
    };
    expect(() => load(all)).not.toThrow();
  });

  for (let g = 0; g < GROUPS; g++) {
    const group = spells.filter((_, i) => i % GROUPS === g);
    it(
      `spells ${group[0]!.id} … ${group[group.length - 1]!.id} (${group.length})`,
      () => {
        const notOffered: string[] = [];
        for (const spell of group) {
          const doc = rulesetFor(spell);
          let { state } = startCombat(doc, {
            party: PARTY,
            enemies: [{ creature: "creatures/caster", count: 1, at: [[3, 4]] }],
            board: BOARD,
            seed: 1,
            initiative: { order: ["Caster 1", ...PARTY.map((p) => p.name)] },
          });
          const cast = options(doc, state).find((o) => o.id === `use:spells/${spell.id}`);
          if (!cast) {
            if (onTurn(spell)) notOffered.push(spell.id);
            continue;
          }
          const first = choose(doc, state, choiceFor(cast));
          if ("rejected" in first) throw new Error(`${spell.id}: ${first.rejected.message}`);
          state = first.state;
          while (!state.outcome && state.round <= 2) {
            const choice = direct(doc, state);
            const r = choose(doc, state, choice);
            if ("rejected" in r)
              throw new Error(`${spell.id}: ${whoActs(state)} chose ${JSON.stringify(choice)}: ${r.rejected.message}`);
            state = r.state;
          }
        }
        expect(notOffered).toEqual([]);
      },
      GROUP_TIMEOUT,
    );
  }
});
