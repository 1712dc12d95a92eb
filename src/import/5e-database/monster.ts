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

/**
 * Reactions by name, and what would express them. The engine's reactions (`reaction.on`) open on a hit, on
 * harm, on being aimed at or attacked, or on leaving or entering reach; none of the SRD's creature reactions
 * fits those at base without becoming stronger than printed: Parry needs a melee-only hit (1.241) and a
 * defense bonus lasting that one attack (1.278, ends when attacked).
 */
const REACTIONS: Record<string, readonly { part: string; section: Section }[]> = {
  Parry: [
    { part: "only against a melee blow", section: "1.241" },
    { part: "its armor class bonus for that one attack", section: "1.278" },
  ],
  Split: [{ part: "splitting in two when cut or struck by lightning", section: "none" }],
  "Unnerving Mask": [{ part: "a reaction to another's turn starting near it", section: "none" }],
  // The shield guardian's: guarding the wearer of its amulet, a bond the format has no key for.
  Shield: [{ part: "guarding the wearer of its amulet", section: "none" }],
  "Rock Catching": [{ part: "catching a hurled rock", section: "1.416" }],
};

/** Reactions with nothing to run in a fight: shown on the card in the project's own words. */
const REACTIONS_SHOWN: Record<string, string> = {
  Shriek: "Shrieks when light or a creature comes near, alerting those far off.",
};

export interface ImportedEntry {
  readonly entry: Record<string, unknown>;
  readonly gaps: readonly Gap[];
  /** Combat conditions the entry keeps on (its auras), for the ruleset's combat block. */
  readonly conditions?: readonly Record<string, unknown>[];
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
  const conditions: Record<string, unknown>[] = [];
  translateTraits(traits, block, gaps, conditions);
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
  const shown: { name: string; text: string }[] = [];
  for (const r of m.reactions ?? []) {
    if (REACTIONS_SHOWN[r.name]) shown.push({ name: r.name, text: REACTIONS_SHOWN[r.name] });
    else
      for (const g of REACTIONS[r.name] ?? [{ part: "what it does", section: "none" as const }])
        gaps.add(`reaction ${r.name}: ${g.part}`, g.section);
  }
  if (shown.length) block.traits = [...((block.traits as { name: string; text: string }[]) ?? []), ...shown];
  if (m.forms?.length) gaps.add("other forms it can take", "1.392");
  const actions = uniqueIds([...multi, ...own, ...legendary]);
  // A creature with nothing to do in a fight still needs an action list; it may have none.
  return { entry: { ...block, actions }, gaps: gaps.list, ...(conditions.length ? { conditions } : {}) };
}
