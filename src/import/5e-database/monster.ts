// One monster of the source translated into a creature entry, with what it leaves out.
import { type CreatureAction, translateAction } from "./actions.js";
import { type Gap, Gaps, type Section } from "./gaps.js";
import { translateLegendary } from "./legendary.js";
import { translateMultiattack } from "./multiattack.js";
import { bareName } from "./numbers.js";
import type { SourceMonster } from "./source.js";
import { type SpellShelf, translateSpellcasting } from "./spellcasting.js";
import { statBlock } from "./stat-block.js";
import { translateTraits } from "./traits.js";

/** Reactions by name, and the section that would express them. */
const REACTIONS: Record<string, Section> = {
  Parry: "none",
  Split: "none",
  "Unnerving Mask": "none",
  Shield: "prose",
  Shriek: "none",
  "Rock Catching": "none",
};

export interface ImportedEntry {
  readonly entry: Record<string, unknown>;
  readonly gaps: readonly Gap[];
}

/** Two actions may not share an id: a later one gets a number. */
function uniqueIds(actions: CreatureAction[]): CreatureAction[] {
  const seen = new Set<string>();
  return actions.map((a) => {
    let id = String(a.id);
    for (let n = 2; seen.has(id); n++) id = `${a.id}-${n}`;
    seen.add(id);
    return id === a.id ? a : { ...a, id };
  });
}

export function translateMonster(m: SourceMonster, shelf: SpellShelf): ImportedEntry {
  const gaps = new Gaps();
  const block = statBlock(m, gaps);
  const traits = m.special_abilities ?? [];
  translateTraits(traits, block, gaps);
  translateSpellcasting(traits, block, shelf, gaps);
  const sources = m.actions ?? [];
  const own: CreatureAction[] = [];
  for (const a of sources) if (bareName(a.name) !== "Multiattack") own.push(...translateAction(a, gaps));
  const multi = sources
    .filter((a) => bareName(a.name) === "Multiattack")
    .flatMap((a) =>
      translateMultiattack(
        a,
        own,
        sources.map((s) => s.name),
        gaps,
      ),
    );
  const legendary = translateLegendary(m.legendary_actions ?? [], own, block.spellcasting !== undefined, gaps);
  for (const r of m.reactions ?? []) gaps.add(`reaction ${r.name}`, REACTIONS[r.name] ?? "none");
  if (m.forms?.length) gaps.add("other forms it can take", "1.392");
  const actions = uniqueIds([...multi, ...own, ...legendary]);
  // A creature with nothing to do in a fight still needs an action list; it may have none.
  return { entry: { ...block, actions }, gaps: gaps.list };
}
