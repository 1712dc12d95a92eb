import type { Place } from "../../src/registry/places.js";

/** Where a parenthetical phrase puts a key: its places, and a path the key sits under there. */
export interface PlaceRef {
  readonly places: readonly Place[];
  readonly prefix?: string;
}

// The phrases of the reference, most specific first. A phrase that names a sub-object of a place
// ("catalog entry mechanics: zone") becomes that place plus a key prefix ("zone.").
const RULES: readonly [RegExp, PlaceRef][] = [
  [/^catalog entry mechanics[:,] (spell |magical-darkness )?zone\b/, { places: ["entry.mechanics"], prefix: "zone." }],
  [/^catalog entry mechanics: area\b/, { places: ["entry.mechanics"], prefix: "area." }],
  [/^catalog entry mechanics\b/, { places: ["entry.mechanics"] }],
  [/^catalog entry$/, { places: ["entry"] }],
  [/^item use\b/, { places: ["item.use"] }],
  [/^item attack\b/, { places: ["item.attack"] }],
  [/^item `worn` or `carried` effect/, { places: ["item.worn", "item.carried"] }],
  [/^item, worn or carried/, { places: ["item.worn", "item.carried"] }],
  [/^item effect/, { places: ["item.worn", "item.carried"] }],
  [/^item\b/, { places: ["item"] }],
  [/^creature action\b/, { places: ["creature.action"] }],
  [/^creature multiattack sequence/, { places: ["creature.action"] }],
  [/^creature `attackModes` (entry|rule)/, { places: ["creature"], prefix: "attackModes[]." }],
  [/^creature `hiding`/, { places: ["creature"], prefix: "hiding." }],
  [/^creature\b/, { places: ["creature"] }],
  [/^combat block\b/, { places: ["combat"] }],
  [/^combat budget/, { places: ["combat.budget"] }],
  [/^combat condition modifier/, { places: ["modifier"] }],
  [/^combat condition with `inside`/, { places: ["combat.condition"] }],
  [/^combat condition: (a rule|item) (in|of) `combat.conditions`/, { places: ["combat.condition"] }],
  [/^combat condition\b/, { places: ["combat.condition"] }],
  [/^combat level\b/, { places: ["combat.level"] }],
  [/^level of a derived value/, { places: ["combat.level"] }],
  [/^combat log event and rejection/, { places: ["log", "rejection"] }],
  [/^combat log\b/, { places: ["log"] }],
  [/^condition event, combat log/, { places: ["log"] }],
  [
    /^combat modifier|^save modifier|^modification\b|^same modifiers|^`damage-taken` modifier/,
    { places: ["modifier"] },
  ],
  [/^combat$/, { places: ["state"] }],
  [
    /^condition applied by an entry or action/,
    { places: ["entry.mechanics", "creature.action"], prefix: "applies[]." },
  ],
  [/^condition applied by an entry/, { places: ["entry.mechanics"], prefix: "applies[]." }],
  // A bare "(condition)" names the condition as an entry, item use or action applies it, where `saveEnds`
  // already sits in the base format (docs/ruleset-format.md, decision 3).
  [/^condition(,|$)/, { places: ["entry.mechanics", "item.use", "creature.action"], prefix: "applies[]." }],
  [/^condition\b/, { places: ["combat.condition"] }],
  [/^contest\b/, { places: ["contest"] }],
  [/^sheet ability/, { places: ["sheet.ability"] }],
  [/^sheet skill/, { places: ["sheet.skill"] }],
  [/^sheet derived value/, { places: ["sheet.derived"] }],
  [/^sheet pool/, { places: ["sheet.pool"] }],
  [/^sheet track/, { places: ["sheet.track"] }],
  [/^sheet condition/, { places: ["sheet.condition"] }],
  [/^sheet list|^list row/, { places: ["sheet.list"] }],
  [/^sheet live text field/, { places: ["sheet.text"] }],
  [/^sheet: Game Master command/, { places: ["command"] }],
  [/^sheet\b/, { places: ["sheet"] }],
  [/^restore operation/, { places: ["command"] }],
  [/^refused restore/, { places: ["rejection"] }],
  [/^rest\b/, { places: ["rest"] }],
  [/^encounter\b/, { places: ["encounter"] }],
  [/^Game Master, on an enemy/, { places: ["encounter"] }],
  [/^board event\b/, { places: ["board.event"] }],
  [/^board prop\b/, { places: ["board.prop"] }],
  [/^board pack\b/, { places: ["board.pack"] }],
  [/^board\b/, { places: ["board"] }],
  [/^world battlefield/, { places: ["battlefield"] }],
  [/^choice\/option of the combat menu/, { places: ["menu.option", "menu.choice"] }],
  [/^option of the combat menu/, { places: ["menu.option"] }],
  [/^choice( of the combat menu)?$/, { places: ["menu.choice"] }],
  [/^rejection\b/, { places: ["rejection"] }],
  [/^Game Master command/, { places: ["command"] }],
  [/^alteration\b/, { places: ["entry.mechanics"], prefix: "alters." }],
  [/^amendments? in `amends`|^amendment\b/, { places: ["entry.mechanics"], prefix: "amends[]." }],
  [/^reaction entry/, { places: ["entry.mechanics"] }],
  [/^reaction\b/, { places: ["entry.mechanics"], prefix: "reaction." }],
  [/^aura$/, { places: ["combat.condition"], prefix: "auras[]." }],
  [/^light rule `tracks` item/, { places: ["lightRule"], prefix: "tracks[]." }],
  [/^light rule\b/, { places: ["lightRule"] }],
  [/^light\b/, { places: ["light"] }],
  [/^zone$/, { places: ["creature.action"], prefix: "zone." }],
  [/^(all )?in `hangsOn`/, { places: ["creature", "combat.condition", "combat.level"] }],
  [/^calls?$/, { places: ["entry.mechanics", "item.use", "creature.action"], prefix: "calls." }],
  [/^action `applies` item/, { places: ["creature.action"], prefix: "applies[]." }],
  [/^`applies` item/, { places: ["entry.mechanics"], prefix: "applies[]." }],
  [
    /^on an? (condition in a )?(catalog entry's )?`applies`( item)?/,
    { places: ["entry.mechanics"], prefix: "applies[]." },
  ],
  [/^action granted by a condition/, { places: ["combat.condition"], prefix: "actions[]." }],
  [/^extra effect of a hit/, { places: ["item.attack"], prefix: "onHit[]." }],
  [/^everywhere a target test is read/, { places: ["target.test"] }],
  [/^fight\b|^combatants in the fight/, { places: ["state"] }],
  [/^story\b/, { places: ["story"] }],
  [/^director\b|^library\b/, { places: ["api"] }],
];

/** The place a parenthetical segment names, or undefined when it names none. */
export function placeOf(segment: string): PlaceRef | undefined {
  const s = segment.trim();
  for (const [re, ref] of RULES) if (re.test(s)) return ref;
  return undefined;
}
