// Every encounter names existing creatures and characters and fits its board; each is usable without it too.
import { describe, expect, it } from "vitest";
import type { Cell } from "../../src/ruleset/index.js";
import { srd5eParty } from "../../src/srd/index.js";
import { creatures, ruleset } from "./helpers.js";

const SIZE_CELLS: Record<string, number> = { tiny: 1, small: 1, medium: 1, large: 2, huge: 3, gargantuan: 4 };

describe("srd5e encounters", () => {
  for (const e of ruleset.encounters ?? []) {
    describe(e.id, () => {
      it("names existing creatures and a party of ready-made characters", () => {
        for (const en of e.enemies) {
          expect(en.creature.startsWith("creatures/"), en.creature).toBe(true);
          expect(
            creatures().some((c) => `creatures/${c.id}` === en.creature),
            en.creature,
          ).toBe(true);
        }
        expect(srd5eParty(e).length).toBeGreaterThanOrEqual(1);
      });

      it("fits its board: rows of its width, a legend for every letter, everyone on open cells", () => {
        const b = e.board!;
        expect(b.cells?.length).toBe(b.height);
        for (const row of b.cells ?? []) expect(row.length).toBe(b.width);
        const blocked = (x: number, y: number) => {
          const t = b.legend?.[b.cells![y]![x]!];
          expect(t, `legend for ${b.cells![y]![x]}`).toBeDefined();
          return t?.blocksMove === true;
        };
        const occupied = new Set<string>();
        const place = (at: Cell, size: number, who: string) => {
          for (let dx = 0; dx < size; dx++)
            for (let dy = 0; dy < size; dy++) {
              const [x, y] = [at[0] + dx, at[1] + dy];
              expect(x >= 0 && y >= 0 && x < b.width && y < b.height, `${who} at ${at} is off the board`).toBe(true);
              expect(blocked(x, y), `${who} at ${at} stands on blocked ground`).toBe(false);
              expect(occupied.has(`${x},${y}`), `${who} at ${at} overlaps`).toBe(false);
              occupied.add(`${x},${y}`);
            }
        };
        for (const at of b.party ?? []) place(at, 1, "party");
        expect(b.party?.length).toBeGreaterThanOrEqual(srd5eParty(e).length);
        for (const en of e.enemies) {
          const c = creatures().find((x) => `creatures/${x.id}` === en.creature)!;
          expect(en.at?.length, en.creature).toBe(en.count ?? 1);
          // The bundled encounters write `at` as a list, one cell per creature.
          for (const at of (en.at ?? []) as readonly Cell[]) place(at, SIZE_CELLS[c.size] ?? 1, c.id);
        }
      });
    });
  }
});
