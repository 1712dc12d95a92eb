// A text picture of a fight's board: x across and y down with their numbers (the log's cells are (x, y)),
// each combatant by the label the playground gives it ("G2", "BC1"), and a key naming every symbol shown.

import type { CombatState } from "../combat/index.js";
import { namesFor } from "../combat/names.js";
import { shortName } from "../combat/short-name.js";
import type { RulesetDoc } from "../ruleset/index.js";

const TERRAIN: readonly { symbol: string; meaning: string }[] = [
  { symbol: ".", meaning: "open ground" },
  { symbol: "~", meaning: "difficult ground (costs double)" },
  { symbol: "%", meaning: "blocks sight, not movement" },
  { symbol: "#", meaning: "cannot be entered" },
];
const FALLEN = "✕";
const KEY_WIDTH = 110;

export function boardPicture(ruleset: RulesetDoc, state: CombatState): string[] {
  const b = state.board;
  if (!b) return [];
  const blocked = new Set(b.blocked);
  const difficult = new Set(b.difficult);
  const opaque = new Set(b.opaque ?? []);
  const used = new Set<string>();
  const grid = Array.from({ length: b.height }, (_, y) =>
    Array.from({ length: b.width }, (_, x): string => {
      const i = y * b.width + x;
      const s = blocked.has(i) ? "#" : opaque.has(i) ? "%" : difficult.has(i) ? "~" : ".";
      used.add(s);
      return s;
    }),
  );
  const names = namesFor(ruleset, state);
  const key: Record<"party" | "enemies", string[]> = { party: [], enemies: [] };
  for (const id of state.order) {
    const c = state.combatants[id]!;
    const label = shortName(names.who(id));
    const gone = c.status === "dead" || c.status === "fled" || !!c.left;
    if (c.at && !gone) grid[c.at[1]]![c.at[0]] = label;
    // The fallen stay where they fell, as on the playground.
    else if (c.at && c.status === "dead") {
      grid[c.at[1]]![c.at[0]] = FALLEN;
      used.add(FALLEN);
    }
    const health = gone ? goneText(c) : `${c.hp}/${c.maxHp} hp${c.status === "standing" ? "" : `, ${c.status}`}`;
    (c.side === "party" ? key.party : key.enemies).push(`${label} ${names.who(id)} (${health})`);
  }
  const w = Math.max(2, ...grid.flat().map((s) => s.length));
  const cell = (s: string) => s.padStart(w);
  const lines = [
    `  y\\x ${Array.from({ length: b.width }, (_, x) => cell(String(x))).join(" ")}`,
    ...grid.map((row, y) => `  ${String(y).padStart(3)} ${row.map(cell).join(" ")}`),
    ...wrap("party:", key.party),
    ...wrap("enemies:", key.enemies),
    ...wrap("key:", [
      ...TERRAIN.filter((t) => used.has(t.symbol)).map((t) => `${t.symbol} ${t.meaning}`),
      ...(used.has(FALLEN) ? [`${FALLEN} fallen`] : []),
      `one cell is ${names.distance(b.perCell)}; cells are (x, y)`,
    ]),
  ];
  return lines;
}

/** "party: A, B, …" wrapped to the key's width, later lines indented under the first item. */
function wrap(title: string, items: readonly string[]): string[] {
  if (!items.length) return [];
  const lines: string[] = [];
  let line = `  ${title.padEnd(9)}`;
  const indent = " ".repeat(line.length);
  let first = true;
  for (const item of items) {
    const piece = first ? item : `, ${item}`;
    if (!first && line.length + piece.length > KEY_WIDTH) {
      lines.push(`${line},`);
      line = indent + item;
    } else line += piece;
    first = false;
  }
  lines.push(line);
  return lines;
}

/** How one who is no longer on the board went: dead, fled, or teleported out (1.279: an enemy escaped). */
function goneText(c: CombatState["combatants"][string]): string {
  if (!c.left) return c.status;
  return c.side === "enemies" ? "escaped" : "left the fight";
}
