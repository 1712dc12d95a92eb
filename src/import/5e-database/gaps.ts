// What an imported entry leaves out, and the section of the reference that would express it. An entry is
// complete only when it leaves nothing out.

/** One thing left out: which part of the entry, and the reference section (a Capability API version). */
export interface Gap {
  readonly part: string;
  readonly section: Section;
}

/**
 * The sections the importer names, by Capability API version, with their titles. `none` is what no section
 * of the reference expresses yet; `prose` is what the engine could run but the source gives only as words.
 */
export const SECTIONS = {
  "1.122": "Summons that keep striking",
  "1.172": "Lasting zones",
  "1.174": "Zones on item uses",
  "1.176": "Cures: ending conditions, stabilizing, reviving",
  "1.177": "Box areas and walls",
  "1.178": "Senses, obscuring zones and sight",
  "1.179": "Zones acting on those inside (condition budgets: no reactions)",
  "1.180": "Conditions that end when the holder acts; granted senses",
  "1.181": "Areas on item uses",
  "1.182": "Push, turnable caster-carried lines and cones",
  "1.184": "Creature pushes; line width on item uses",
  "1.185": "What a creature is: save modes, maximum damage, target filters",
  "1.186": "Shared recharge groups; charge",
  "1.187": "Item attacks: per-target bonuses, clause filters, slay",
  "1.189": "Harmful, stacking and one-per-source conditions; marked targets",
  "1.190": "Item attack modes (versatile weapons)",
  "1.191": "Cannot-heal, source-limited condition immunities",
  "1.192": "Ignoring resistance, conditions on a saved slay, others while marked",
  "1.193": "Hit points sealed until a rest",
  "1.194": "Sizes that occupy several cells",
  "1.195": "Conditions that change size",
  "1.196": "Health pools and health thresholds",
  "1.197": "Rolling a strike's own dice more times; self actions",
  "1.203": "Reducing maximum health",
  "1.236": "Conditions that give their holder uses of their own",
  "1.237": "Surprise at the start of a fight",
  "1.241": "Reactions to one's own hit, and damage added to the blow",
  "1.242": "Granted strikes",
  "1.247": "Attack modifiers by kind of attack and blow",
  "1.249": "Rescues after the roll",
  "1.250": "Cutting Words and Evasion",
  "1.255": "Heightened's target and Acid Arrow (half on a miss, later damage)",
  "1.258": "Diseases",
  "1.259": "Rescues on worn items",
  "1.263": "Auras",
  "1.264": "Compelled behavior",
  "1.265": "More aura uses (saves against what is cast)",
  "1.267": "Targeting by any sense, targets close together; several uses of one item",
  "1.268": "Gazes, and auras by whom they reach",
  "1.269": "Staves and wands: more charges for a higher level, the holder's numbers",
  "1.271": "More of what staves and rings do",
  "1.273": "Charges spent on a hit",
  "1.276": "Teleportation",
  "1.278": "Calm Emotions (conditions that end when attacked)",
  "1.281": "Draining strikes",
  "1.282": "Bursts centered on their user",
  "1.283": "Legendary movement",
  "1.284": "Legendary spellcasting",
  "1.286": "Light obscurement and wind",
  "1.290": "Pluses and minuses when searching for the hidden",
  "1.291": "A creature's own ways of hiding and of seeing",
  "1.292": "Someone's own ways of hiding and of finding the hidden",
  "1.293": "A creature's own attack rolls, rolled twice",
  "1.296": "Lights switched by creatures and items",
  "1.305": "Targets that grow with the sheet, and the same target repeated",
  "1.311": "Slaying on a failed save; dying-only actions",
  "1.312": "Thunder around a hit",
  "1.313": "Capped ability increases",
  "1.320": "Hanging on with 1 health (creatures)",
  "1.324": "Creature areas and ground",
  "1.325": "Creatures called into the fight",
  "1.392": "Shapeshifting",
  "1.393": "Attacks that read who stands beside the target and how hurt it is",
  "1.395": "Movement modes granted by conditions",
  "1.396": "Regeneration",
  "1.402": "Calls read from a catalog and scaled with cost; melee-only attack modes",
  "1.403": "Engulfing, and size in target tests",
  "1.405": "Swallowing, spitting out and climbing out",
  "1.406": "Defense floor",
  "1.407": "Swallowing, continued (escape difficulty of a creature's hold)",
  "1.409": "Copying harm to a condition's source",
  "1.416": "Catching and throwing back missiles",
  "1.420": "Long range for catalog entries and creature actions",
  "1.422": "Reactions that strike back or redirect the attack",
  "1.424": "Ending conditions applied by catalog entries",
  outside: "no bearing on a fight (cast over minutes or more, or nothing to run)",
  none: "no section of the reference yet",
  prose: "runnable, but given only as prose: to be written by hand",
} as const;

export type Section = keyof typeof SECTIONS;

/** Gaps collected while translating one entry. */
export class Gaps {
  readonly list: Gap[] = [];
  add(part: string, section: Section): void {
    if (!this.list.some((g) => g.part === part && g.section === section)) this.list.push({ part, section });
  }
  addAll(gaps: readonly Gap[]): void {
    for (const g of gaps) this.add(g.part, g.section);
  }
}
