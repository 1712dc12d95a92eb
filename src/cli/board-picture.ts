// A small text picture of a fight's board: party members as capital letters, enemies as small ones, walls `#`,
// difficult ground `~`, open ground `.`, with a key naming each letter.
import type { CombatState } from "../combat/index.js";

export function boardPicture(state: CombatState): string[] {
  const b = state.board;
  if (!b) return [];
  const rows = Array.from({ length: b.height }, (_, y) =>
    Array.from({ length: b.width }, (_, x): string => {
      const i = y * b.width + x;
      return b.blocked.includes(i) ? "#" : b.difficult.includes(i) ? "~" : ".";
    }),
  );
  const key: string[] = [];
  let party = 0;
  let enemies = 0;
  for (const id of state.order) {
    const c = state.combatants[id]!;
    const n = c.side === "party" ? party++ : enemies++;
    const letter = String.fromCharCode((c.side === "party" ? 65 : 97) + (n % 26));
    const gone = c.status === "dead" || c.status === "fled";
    if (c.at && !gone) rows[c.at[1]]![c.at[0]] = letter;
    key.push(
      `${letter} ${id} ${gone ? goneText(c) : `${c.hp}/${c.maxHp}${c.status === "standing" ? "" : ` ${c.status}`}`}`,
    );
  }
  return [...rows.map((r) => `  ${r.join("")}`), `  ${key.join(", ")}`];
}

/** How one who is no longer on the board went: dead, fled, or teleported out (1.279: an enemy escaped). */
function goneText(c: CombatState["combatants"][string]): string {
  if (!c.left) return c.status;
  return c.side === "enemies" ? "escaped" : "left the fight";
}
