// Traits the source gives only as prose, mapped by their SRD name: to the stat-block keys that express them,
// to nothing where they have no bearing on a fight the engine runs, or to the reference section that would
// express them (a gap). A trait not in the table is a gap too.
import { auraCondition } from "./auras.js";
import { Gaps, type Section } from "./gaps.js";
import { bareName } from "./numbers.js";
import type { SourceAction } from "./source.js";
import type { StatBlock } from "./stat-block.js";

/** A trait the engine has nothing to run for in a fight: shown on the card in the project's own words. */
const NO_BEARING: Record<string, string> = {
  Amphibious: "Breathes air and water.",
  "Water Breathing": "Breathes only underwater.",
  "Hold Breath": "Can hold its breath for a long time.",
  "Limited Amphibiousness": "Breathes air and water, but needs to be submerged now and then.",
  "Telepathic Bond": "Speaks mind to mind with its bonded companions.",
  "Limited Telepathy": "Speaks mind to mind with creatures near it.",
  "Speak with Beasts and Plants": "Can talk with beasts and plants.",
  Mimicry: "Imitates sounds and voices.",
  "Beast of Burden": "Carries loads as a larger creature would.",
  "Labyrinthine Recall": "Never forgets a path it has walked.",
  "Treasure Sense": "Knows where precious metal and stones lie near it.",
  "Faultless Tracker": "Always knows where its quarry is, on the same plane.",
  "Ice Walk": "Walks on ice and snow without slowing.",
  // The engine's boards have no jumps, and nothing on them but creatures takes damage.
  "Standing Leap": "Jumps far from a standstill.",
  "Running Leap": "Jumps far with a running start.",
  "Siege Monster": "Deals double damage to objects and structures.",
  Inscrutable: "Its thoughts and intentions are hard to read.",
};

/**
 * Traits whose numbers the source already counts in the creature's attacks ("included in the attack"), or whose
 * only other effect is that its weapons count as magical: nothing the engine runs tells magical blows apart (a
 * resistance to nonmagical attacks is itself left out of every creature, as a gap), so that has no bearing yet.
 */
const COUNTED: Record<string, string> = {
  Brute: "Its melee weapons deal one extra die of damage (counted in its attacks).",
  "Magic Weapons": "Its weapon attacks are magical.",
  "Angelic Weapons": "Its weapon attacks are magical and deal extra radiant damage (counted in its attacks).",
  "Hellish Weapons": "Its weapon attacks are magical and deal extra poison damage (counted in its attacks).",
};

/** Traits with a section of the reference that would express them. */
const SECTION_OF: Record<string, Section> = {
  // Blood Frenzy counts on melee attacks only: 1.402's `melee`.
  "Blood Frenzy": "1.402",
  "Martial Advantage": "1.393",
  "Sneak Attack": "1.393",
  Regeneration: "1.396",
  "Keen Smell": "1.291",
  "Keen Hearing": "1.291",
  "Keen Sight": "1.291",
  "Keen Hearing and Smell": "1.291",
  "Keen Hearing and Sight": "1.291",
  "Keen Sight and Smell": "1.291",
  "Keen Senses": "1.291",
  "Sunlight Sensitivity": "1.293",
  "Light Sensitivity": "1.293",
  "Stone Camouflage": "1.291",
  "Snow Camouflage": "1.291",
  "Underwater Camouflage": "1.291",
  "Shadow Stealth": "1.291",
  "Nimble Escape": "1.291",
  "Cunning Action": "1.291",
  "False Appearance": "1.292",
  Ambusher: "1.292",
  "Surprise Attack": "1.292",
  Transparent: "1.292",
  "Magic Resistance": "1.265",
  Charge: "1.186",
  "Trampling Charge": "1.186",
  Pounce: "1.186",
  Shapechanger: "1.392",
  "Ooze Cube": "1.403",
  Engulf: "1.403",
  "Fire Aura": "1.263",
  "Heated Body": "1.263",
  Stench: "1.263",
  "Barbed Hide": "1.263",
  "Fear Aura": "1.263",
  "Horrific Appearance": "1.268",
  "Petrifying Gaze": "1.268",
  "Devil's Sight": "1.178",
  "Sense Magic": "1.178",
  "Ethereal Sight": "1.178",
  Echolocation: "1.180",
  "Blind Senses": "1.180",
  Evasion: "1.250",
  "Death Burst": "1.282",
  "Death Throes": "1.282",
  Swarm: "none",
  Rejuvenation: "none",
  "Vampire Weaknesses": "none",
  "Misty Escape": "none",
  "Turn Resistance": "1.185",
  "Turn Defiance": "1.185",
  "Fey Ancestry": "1.185",
  "Gnome Cunning": "1.185",
  "Duergar Resilience": "1.185",
  "Dark Devotion": "1.185",
  Brave: "1.185",
  "Divine Eminence": "1.241",
  Incorporeal: "none",
  "Incorporeal Movement": "none",
  Amorphous: "none",
  "Immutable Form": "none",
  "Antimagic Susceptibility": "none",
  // Half the damage passed to the one it holds: 1.409 copies the whole of it.
  "Damage Transfer": "none",
  "Lightning Absorption": "none",
  "Acid Absorption": "none",
  "Fire Absorption": "none",
  "Elemental Demise": "none",
  Aggressive: "none",
  Rampage: "none",
  Reckless: "1.293",
  Berserk: "none",
  Flyby: "none",
  "Spider Climb": "none",
  "Web Walker": "none",
  "Web Sense": "1.178",
  "Earth Glide": "none",
  Tunneler: "none",
  "Freedom of Movement": "none",
  Grappler: "1.393",
  Assassinate: "1.292",
  "Multiple Heads": "none",
  "Reactive Heads": "none",
  "Two-Headed": "1.185",
  "Two Heads": "1.185",
  Wakeful: "1.185",
  "Shielded Mind": "none",
  "Sure-Footed": "1.185",
  Steadfast: "1.185",
  "Heated Weapons": "none",
  "Corrode Metal": "none",
  "Rust Metal": "none",
  "Iron Scent": "1.291",
  Adhesive: "1.405",
  "Grasping Tendrils": "none",
  "Tail Spike Regrowth": "none",
  "Spell Storing": "none",
  "Reflective Carapace": "1.422",
  "Limited Magic Immunity": "none",
  "Water Susceptibility": "none",
  "Aversion of Fire": "none",
  "Hellish Rejuvenation": "none",
  "Consume Life": "none",
  Ephemeral: "none",
  "Air Form": "1.403",
  "Water Form": "1.403",
  "Fire Form": "1.403",
  Freeze: "none",
  "Corrosive Form": "none",
  "Mucous Cloud": "1.263",
  "Aberrant Ground": "1.263",
  Gibbering: "1.263",
  Invisibility: "1.178",
  "Variable Illumination": "1.296",
  "Ignited Illumination": "1.296",
  "Sunlight Weakness": "none",
  Bound: "none",
  "Night Hag Items": "none",
  "Ethereal Jaunt": "none",
  "Tree Stride": "1.276",
  "Divine Awareness": "none",
  "Confer Fire Resistance": "none",
  Reactive: "none",
};

/** 1.320/1.400: Undead Fortitude and Relentless as `hangsOn`, read from their prose; undefined when it reads
 * otherwise. The save's ability is named by its first three letters (`con_save`). */
export function hangsOnOf(name: string, desc: string): Record<string, unknown> | undefined {
  if (name === "Relentless") {
    const m = /takes (\d+) damage or less that would reduce it to 0 hit points/.exec(desc);
    return m ? { uses: 1, dealtAtMost: Number(m[1]), label: name } : undefined;
  }
  if (name === "Undead Fortitude") {
    const m =
      /make a (\w+) saving throw with a DC of (\d+) ?\+ ?the damage taken, unless the damage is (\w+)( or from a critical hit)?/.exec(
        desc,
      );
    if (!m) return undefined;
    return {
      save: { save: `${m[1]!.slice(0, 3).toLowerCase()}_save`, difficulty: Number(m[2]), plusDamage: true },
      notFrom: [m[3]],
      ...(m[4] ? { notCritical: true } : {}),
      label: name,
    };
  }
  return undefined;
}

/** The light a trait sheds: "bright light in a 10-foot radius and dim light for an additional 10 feet". */
function shedLight(desc: string): { bright: number; dim: number } | undefined {
  const m = /bright light in a (\d+)-foot radius and dim light for an additional (\d+) f(?:ee|oo)?t/.exec(desc);
  return m ? { bright: Number(m[1]), dim: Number(m[2]) } : undefined;
}

/** The card line of an aura the import expresses, in the project's words. */
function auraText(condition: Record<string, unknown>): string {
  const aura = (condition.auras as Record<string, unknown>[])[0];
  const save = aura.save as { save: string; difficulty: number; applies: { condition: string }[] } | undefined;
  const harms = aura.harms as { dice: string; type: string } | undefined;
  if (aura.sourcesOf)
    return `Those grappling it take ${harms?.dice} ${harms?.type} damage at the start of each of its turns.`;
  const who = aura.side === "enemies" ? "Foes" : "Creatures";
  if (save)
    return `${who} starting a turn within ${aura.distance} feet save (${save.save.slice(0, 3).toUpperCase()} DC ${save.difficulty}) or are ${save.applies[0].condition} until their next turn; a success keeps them safe from it for the fight.`;
  return `${who} within ${aura.distance} feet take ${harms?.dice} ${harms?.type} damage at the start of each of its turns.`;
}

/**
 * Expresses the creature's traits on its block, and records the rest as gaps; an aura's condition is added to
 * `conditions`. Spellcasting is read elsewhere.
 */
export function translateTraits(
  traits: readonly SourceAction[],
  block: StatBlock,
  gaps: Gaps,
  conditions: Record<string, unknown>[] = [],
): void {
  const shown: { name: string; text: string }[] = [];
  const kept: string[] = [];
  for (const trait of traits) {
    if (trait.spellcasting) continue;
    const name = bareName(trait.name);
    if (name === "Legendary Resistance") {
      const times = trait.usage?.times ?? Number(/\((\d+)\/Day\)/i.exec(trait.name)?.[1] ?? 0);
      if (times > 0) block.legendaryResistance = times;
      else gaps.add(`trait ${name}`, "prose");
    } else if (hangsOnOf(name, trait.desc ?? "")) {
      block.hangsOn = hangsOnOf(name, trait.desc ?? "");
    } else if (name === "Pack Tactics") {
      // 1.393: advantage while an ally that can act stands next to the target.
      block.attackModes = [{ mode: "advantage", allyAdjacent: true }];
      shown.push({ name, text: "Attacks with advantage a creature one of its able allies stands next to." });
    } else if (name === "Illumination" && shedLight(trait.desc ?? "")) {
      block.light = shedLight(trait.desc ?? "");
    } else if (name === "Spider Climb" && (block.speed as Record<string, number>).climb) {
      // Its climbing speed is in `speed`; boards have no ceilings to walk on.
      shown.push({ name, text: "Climbs difficult surfaces, even upside down, at its climbing speed." });
    } else if (auraCondition(String(block.id), name, trait.desc ?? "", new Gaps())) {
      const condition = auraCondition(String(block.id), name, trait.desc ?? "", gaps)!;
      conditions.push(condition);
      kept.push(String(condition.id));
      shown.push({ name, text: auraText(condition) });
    } else if (COUNTED[name] && (name === "Magic Weapons" || /\(included in the attacks?\)/.test(trait.desc ?? ""))) {
      shown.push({ name, text: COUNTED[name] });
    } else if (NO_BEARING[name]) {
      shown.push({ name, text: NO_BEARING[name] });
    } else {
      gaps.add(`trait ${name}`, SECTION_OF[name] ?? "none");
    }
  }
  if (shown.length) block.traits = shown;
  if (kept.length) block.keepsOn = kept;
}
