// A Spellcasting or Innate Spellcasting trait becomes the creature's `spellcasting` (1.181): its attack bonus
// and save difficulty, its caster level for cantrips, its slots of the 1st to 5th levels as pools, and its
// spells that the catalog holds. A spell the catalog lacks is a gap with the sections that spell waits on.
import type { Gap, Gaps } from "./gaps.js";
import type { SourceAction } from "./source.js";
import type { StatBlock } from "./stat-block.js";

const COMPONENTS: Record<string, string> = { V: "verbal", S: "somatic", M: "material" };

/** What the catalog holds: spell ids available to creatures, and why the others are not there. */
export interface SpellShelf {
  readonly has: (id: string) => boolean;
  readonly gapsOf: (id: string) => readonly Gap[];
}

export function translateSpellcasting(
  traits: readonly SourceAction[],
  block: StatBlock,
  shelf: SpellShelf,
  gaps: Gaps,
): void {
  const casting = traits.filter((t) => t.spellcasting);
  if (casting.length > 1) {
    gaps.add("a second spellcasting trait with numbers of its own", "none");
  }
  const trait = casting[0];
  const sc = trait?.spellcasting;
  if (!sc) return;
  const slots = sc.slots ?? {};
  const byLevel = new Map<number, number>();
  for (const s of sc.spells ?? []) byLevel.set(s.level, (byLevel.get(s.level) ?? 0) + 1);
  const spells: unknown[] = [];
  for (const s of sc.spells ?? []) {
    const id = (s.url ?? "").split("/").pop() ?? "";
    const usage = s.usage?.type;
    const missing = shelf.gapsOf(id);
    // A spell with no bearing on a fight, or cast over minutes: nothing is lost leaving it out of one.
    if (!shelf.has(id) && missing.length && missing.every((g) => g.section === "outside")) continue;
    if (!shelf.has(id)) {
      for (const g of shelf.gapsOf(id)) gaps.add(`spell ${s.name}: ${g.part}`, g.section);
      if (!shelf.gapsOf(id).length) gaps.add(`spell ${s.name}`, "prose");
      continue;
    }
    const ref = `spells/${id}`;
    if (usage === "per day" && s.usage?.times) spells.push({ spell: ref, uses: s.usage.times });
    else if (s.level === 0) spells.push(ref);
    else if (usage === "at will") gaps.add(`spell ${s.name}: cast at will`, "none");
    else if (s.level <= 5) spells.push(ref);
    else if ((slots[String(s.level)] ?? 0) === 1 && byLevel.get(s.level) === 1)
      // One slot of that level and one spell to spend it on: once a fight is the same.
      spells.push({ spell: ref, uses: 1 });
    else gaps.add(`spell ${s.name}: slots above the 5th level`, "none");
  }
  if (!spells.length) return;
  const pools: Record<string, number> = {};
  for (const [level, count] of Object.entries(slots)) if (Number(level) <= 5) pools[`slot_${level}`] = count;
  block.spellcasting = {
    ...(sc.modifier !== undefined ? { toHit: sc.modifier } : {}),
    ...(sc.dc !== undefined ? { difficulty: sc.dc } : {}),
    ...(sc.level ? { fields: { level: sc.level } } : {}),
    ...(Object.keys(pools).length ? { pools } : {}),
    components: (sc.components_required ?? []).map((c) => COMPONENTS[c]).filter(Boolean),
    spells,
  };
}
