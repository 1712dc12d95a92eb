/**
 * A combatant's label on a board picture, the playground's and the command line's alike: "Goblin 2" → "G2",
 * "Bandit Captain 1" → "BC1", "Ysolde (Paladin 5)" → "Y", so creatures of one kind, and kinds sharing a first
 * word, stay apart.
 */
export function shortName(name: string): string {
  const bare = name.replace(/\s*\(.*\)\s*$/, "");
  const number = /\s(\d+)$/.exec(bare)?.[1] ?? "";
  const words = bare
    .replace(/\s\d+$/, "")
    .split(/\s+/)
    .filter(Boolean);
  return (
    (words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("") || "?") + number
  );
}
