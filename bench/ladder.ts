// The Dungeon Master's Guide difficulty ladder (DMG chapter 3, "Creating a Combat Encounter") for the bundled
// parties: a fighter, rogue, wizard and cleric of level 1, 3 and 5 against monster mixes whose adjusted XP
// (the monsters' XP times the group multiplier) falls within each difficulty's band, several mixes a cell.
import type { SideMember } from "../src/combat/setup.js";
import { DIRECTOR_BOTH } from "../src/director/simulate.js";
import type { SheetData } from "../src/ruleset/index.js";
import { srd5e, srd5eCharacter } from "../src/srd/index.js";
import { watchFight } from "./play-watch.js";

export const DIFFICULTIES = ["easy", "medium", "hard", "deadly"] as const;
type Difficulty = (typeof DIFFICULTIES)[number];

/** XP thresholds per character (DMG, "XP Thresholds by Character Level"). */
export const THRESHOLDS: Record<number, Record<Difficulty, number>> = {
  1: { easy: 25, medium: 50, hard: 75, deadly: 100 },
  3: { easy: 75, medium: 150, hard: 225, deadly: 400 },
  5: { easy: 250, medium: 500, hard: 750, deadly: 1100 },
};

/** XP by challenge rating (DMG, "Experience Points by Challenge Rating"). */
export const XP: Record<number, number> = {
  0: 10,
  0.125: 25,
  0.25: 50,
  0.5: 100,
  1: 200,
  2: 450,
  3: 700,
  4: 1100,
  5: 1800,
  6: 2300,
  7: 2900,
  8: 3900,
  9: 5000,
  10: 5900,
};

/** The group multiplier for a party of three to five (DMG, "Encounter Multipliers"). */
export function multiplier(monsters: number): number {
  if (monsters <= 1) return 1;
  if (monsters === 2) return 1.5;
  if (monsters <= 6) return 2;
  if (monsters <= 10) return 2.5;
  if (monsters <= 14) return 3;
  return 4;
}

export interface Mix {
  readonly label: string;
  readonly enemies: { creature: string; count: number }[];
  readonly adjusted: number;
}

/** Mixes per cell, and at most this many monsters in one. */
const MIXES = 4;
const MAX_MONSTERS = 8;

/** Every mix of one kind of monster (1 to 8 of them) or a leader with followers of another kind whose
 * adjusted XP lies in [low, high). */
export function mixesIn(low: number, high: number): Mix[] {
  const entries = (srd5e.catalogs?.creatures?.entries ?? []) as readonly { id: string; challenge?: number }[];
  const kinds = entries
    .filter((c) => c.challenge !== undefined && XP[c.challenge] !== undefined)
    .map((c) => ({ id: `creatures/${c.id}`, xp: XP[c.challenge!]! }));
  const out: Mix[] = [];
  const add = (enemies: Mix["enemies"]) => {
    const n = enemies.reduce((s, e) => s + e.count, 0);
    const xp = enemies.reduce((s, e) => s + e.count * kinds.find((k) => k.id === e.creature)!.xp, 0);
    const adjusted = xp * multiplier(n);
    if (adjusted >= low && adjusted < high)
      out.push({ label: enemies.map((e) => `${e.count} ${e.creature}`).join(" + "), enemies, adjusted });
  };
  for (const k of kinds) for (let n = 1; n <= MAX_MONSTERS; n++) add([{ creature: k.id, count: n }]);
  for (const lead of kinds)
    for (const k of kinds)
      if (k.xp < lead.xp)
        for (let n = 2; n < MAX_MONSTERS; n++)
          add([
            { creature: lead.id, count: 1 },
            { creature: k.id, count: n },
          ]);
  return out;
}

/** A cell's band of adjusted XP for a party of four: from its threshold to the next one's (Deadly: to half
 * again its threshold, so a Deadly mix is not a massacre). */
export function band(level: number, difficulty: Difficulty): [number, number] {
  const t = THRESHOLDS[level]!;
  const i = DIFFICULTIES.indexOf(difficulty);
  const low = t[difficulty] * 4;
  return [low, i + 1 < DIFFICULTIES.length ? t[DIFFICULTIES[i + 1]!] * 4 : low * 1.5];
}

/** A few mixes spread over the band: one creature alone, a group, a leader with followers, by an even pick. */
export function cellMixes(level: number, difficulty: Difficulty): Mix[] {
  const [low, high] = band(level, difficulty);
  const all = mixesIn(low, high).sort((a, b) => a.label.localeCompare(b.label));
  const solo = all.filter((m) => m.enemies.length === 1 && m.enemies[0]!.count === 1);
  const group = all.filter((m) => m.enemies.length === 1 && m.enemies[0]!.count > 1);
  const led = all.filter((m) => m.enemies.length === 2);
  const pick: Mix[] = [];
  const take = (list: Mix[], k: number) => {
    for (let j = 0; j < k && list.length; j++) {
      const m = list[Math.floor(((j + 0.5) * list.length) / k)]!;
      if (!pick.includes(m)) pick.push(m);
    }
  };
  take(solo, 1);
  take(group, 2);
  take(led, MIXES - pick.length);
  if (pick.length < MIXES) take(all, MIXES);
  return pick.slice(0, MIXES);
}

function partyOf(level: number): SheetData[] {
  return ["fighter", "rogue", "wizard", "cleric"].map((c) => {
    const sheet = srd5eCharacter(`${c}-${level}`);
    if (!sheet) throw new Error(`no SRD character ${c}-${level}`);
    return sheet;
  });
}

/** An open field, the party a few columns in from the left edge (so no one starts able to walk off it). */
const BOARD = {
  width: 16,
  height: 12,
  party: [
    [3, 4],
    [3, 6],
    [2, 5],
    [2, 7],
  ] as [number, number][],
};
const LONG = 50;

export function ladderCases(fights: number, levels: readonly number[] = [1, 3, 5]): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const level of levels)
    for (const difficulty of DIFFICULTIES) {
      const mixes = cellMixes(level, difficulty);
      const per = Math.ceil(fights / mixes.length);
      let won = 0;
      let health = 0;
      let dropped = 0;
      let killed = 0;
      let longFights = 0;
      let n = 0;
      const byMix: Record<string, number> = {};
      for (const mix of mixes) {
        let mixWon = 0;
        for (let seed = 1; seed <= per; seed++) {
          const setup = { party: partyOf(level), enemies: mix.enemies as SideMember[], board: BOARD, seed };
          const w = watchFight(srd5e, setup, DIRECTOR_BOTH, { maxRounds: LONG * 2 });
          const party = w.end.order.map((id) => w.end.combatants[id]!).filter((c) => c.side === "party");
          if (w.end.outcome === "won") {
            won++;
            mixWon++;
          }
          health += party.reduce((s, c) => s + c.hp, 0) / party.reduce((s, c) => s + c.maxHp, 0);
          dropped += w.dropped.size;
          killed += party.filter((c) => c.status === "dead").length;
          if (w.rounds > LONG) longFights++;
          n++;
        }
        byMix[`${mix.label} (${mix.adjusted} XP)`] = round(mixWon / per);
      }
      const row = {
        case: `ladder/L${level}/${difficulty}`,
        fights: n,
        winRate: round(won / n),
        healthLeft: round(health / n),
        dropped: round(dropped / n),
        killed: round(killed / n),
        longFights,
        band: band(level, difficulty),
        mixes: byMix,
      };
      console.log(
        `${row.case.padEnd(18)} win ${row.winRate} health ${row.healthLeft} dropped ${row.dropped} killed ${row.killed} long ${longFights}  ${Object.keys(byMix).join("; ")}`,
      );
      rows.push(row);
    }
  return rows;
}

const round = (v: number) => Number(v.toPrecision(3));
