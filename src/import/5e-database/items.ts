// Magic items of the source translated into item entries where the engine can run all they do in a fight:
// healing potions, +N weapons and armor (one per base item the catalog holds), worn ability scores, flat
// bonuses, and wands that cast one ray. The rest is reported with the section that would express it. Numbers
// are read from the printed text (dice, scores, charges, difficulties); the entries' wording is the project's.
import { type Gap, Gaps, type Section } from "./gaps.js";
import type { SourceMagicItem } from "./source.js";

/** A hand-written item the import builds on (a base weapon or armor) or keeps (an entry it already holds). */
export interface BaseItem {
  readonly id: string;
  readonly name: string;
  readonly tags?: readonly string[];
  readonly text?: string;
  readonly filters?: unknown;
  readonly stats?: unknown;
  readonly attack?: unknown;
}

export interface ItemResult {
  readonly id: string;
  readonly name: string;
  /** Entries written for it: none when left out, several for "any weapon". */
  readonly entries: readonly Record<string, unknown>[];
  readonly gaps: readonly Gap[];
  /** The catalog already holds it, written by hand under `ids`. */
  readonly byHand?: readonly string[];
}

/** Items the catalog holds by hand under another id. */
const ALIASES: Record<string, string> = {
  "potion-of-healing-common": "potion-of-healing",
  "potion-of-healing-greater": "potion-of-greater-healing",
  "potion-of-healing-superior": "potion-of-superior-healing",
  "potion-of-healing-supreme": "potion-of-supreme-healing",
};

/** Items with no bearing on a fight the engine runs: they carry, travel, inform, or work over hours or days. */
const OUTSIDE = new Set([
  "amulet-of-proof-against-detection-and-location",
  "amulet-of-the-planes",
  "apparatus-of-the-crab",
  "bag-of-beans",
  "bag-of-devouring",
  "bag-of-holding",
  "candle-of-invocation",
  "carpet-of-flying-3x5",
  "carpet-of-flying-4x6",
  "carpet-of-flying-5x7",
  "carpet-of-flying-6x9",
  "chime-of-opening",
  "crystal-ball-of-mind-reading",
  "crystal-ball-of-telepathy",
  "crystal-ball-of-true-seeing",
  "cubic-gate",
  "decanter-of-endless-water",
  "deck-of-illusions",
  "deck-of-many-things",
  "dimensional-shackles",
  "boots-of-the-winterlands",
  "dust-of-dryness",
  "efficient-quiver",
  "eyes-of-minute-seeing",
  "feather-token-anchor",
  "feather-token-bird",
  "feather-token-fan",
  "feather-token-swan-boat",
  "feather-token-tree",
  "folding-boat",
  "handy-haversack",
  "hat-of-disguise",
  "helm-of-comprehending-languages",
  "helm-of-telepathy",
  "helm-of-teleportation",
  "horseshoes-of-a-zephyr",
  "horseshoes-of-speed",
  "immovable-rod",
  "ioun-stone-of-sustenance",
  "instant-fortress",
  "manual-of-bodily-health",
  "manual-of-gainful-exercise",
  "manual-of-golems-clay",
  "manual-of-golems-flesh",
  "manual-of-golems-iron",
  "manual-of-golems-stone",
  "manual-of-quickness-of-action",
  "marvelous-pigments",
  "medallion-of-thoughts",
  "mirror-of-life-trapping",
  "necklace-of-adaptation",
  "philter-of-love",
  "portable-hole",
  "potion-of-animal-friendship",
  "potion-of-clairvoyance",
  "potion-of-mind-reading",
  "potion-of-poison",
  "potion-of-water-breathing",
  "ring-of-feather-falling",
  "ring-of-mind-shielding",
  "ring-of-warmth",
  "ring-of-water-walking",
  "robe-of-useful-items",
  "rod-of-security",
  "rope-of-climbing",
  "sovereign-glue",
  "tome-of-clear-thought",
  "tome-of-leadership-and-influence",
  "tome-of-understanding",
  "trident-of-fish-command",
  "universal-solvent",
  "wand-of-enemy-detection",
  "wand-of-magic-detection",
  "wand-of-secrets",
  "well-of-many-worlds",
]);

/** Items, by id or id prefix, and what would express them: the part left out and its section. */
const WAITS: readonly [RegExp, string, Section][] = [
  [/^ammunition-\d$/, "magic ammunition: ammunition is no item of the format yet", "none"],
  [/^arrow-of-slaying$/, "ammunition that harms one kind of creature", "none"],
  [
    /^(dragon-slayer|giant-slayer|holy-avenger|mace-of-smiting|dwarven-thrower)$/,
    "extra damage against one kind of creature, or on a critical hit only",
    "none",
  ],
  [/^(mace-of-disruption|vorpal-sword|oathbow)$/, "slaying, ignoring resistance, marked foes", "1.192"],
  [/^sword-of-wounding$/, "wounds healed only by a rest", "1.193"],
  [/^javelin-of-lightning$/, "a second way of using the weapon (the bolt)", "1.190"],
  [/^(dagger-of-venom|staff-of-striking|staff-of-withering)$/, "charges or uses spent on a hit", "1.273"],
  [/^hammer-of-thunderbolts$/, "thunder around a hit", "1.312"],
  [/^dancing-sword$/, "a weapon that strikes on its own", "1.122"],
  [/^luck-blade$/, "a reroll after the roll", "1.249"],
  [/^scimitar-of-speed$/, "an attack granted as a bonus action", "1.242"],
  [/^mace-of-terror$/, "fleeing frightened creatures", "1.264"],
  [/^(wand-of-the-war-mage-\d|bracers-of-archery)$/, "a bonus to one kind of attack", "1.247"],
  [
    /^(wand-of-magic-missiles|wand-of-fireballs|wand-of-lightning-bolts|staff-of-fire|staff-of-frost|staff-of-power)$/,
    "more charges for a higher level",
    "1.269",
  ],
  [
    /^(necklace-of-fireballs|dust-of-sneezing-and-choking|horn-of-blasting|gem-of-brightness)$/,
    "an area on an item's use",
    "1.181",
  ],
  [/^wand-of-web$/, "a lasting zone on an item's use", "1.174"],
  [/^(staff-of-healing|staff-of-the-magi|ring-of-the-ram)$/, "what staves and rings add to their spells", "1.271"],
  [
    /^(staff-of-charming|staff-of-swarming-insects|staff-of-the-woodlands|staff-of-thunder-and-lightning|wand-of-binding|wand-of-fear|ring-of-animal-influence|ring-of-elemental-command-\w+|ring-of-shooting-stars|eyes-of-charming|helm-of-brilliance|necklace-of-prayer-beads|robe-of-stars|rod-of-lordly-might|pipes-of-haunting)$/,
    "several uses of one item",
    "1.267",
  ],
  [/^circlet-of-blasting$/, "rays at one target or several", "1.305"],
  [
    /^(staff-of-the-python|ring-of-djinni-summoning|efreeti-bottle|figurine-of-wondrous-power-[\w-]+|horn-of-valhalla-\w+|bag-of-tricks-\w+|elemental-gem-\w+|bowl-of-commanding-water-elementals|brazier-of-commanding-fire-elementals|censer-of-controlling-air-elementals|stone-of-controlling-earth-elementals|pipes-of-the-sewers)$/,
    "creatures called into the fight",
    "1.325",
  ],
  [/^wand-of-polymorph$/, "turning a creature into another", "1.392"],
  [
    /^(ring-of-invisibility|potion-of-invisibility|dust-of-disappearance)$/,
    "invisibility that ends when its holder attacks",
    "1.180",
  ],
  [/^(gem-of-seeing|ring-of-x-ray-vision|robe-of-eyes|lantern-of-revealing)$/, "senses granted by an item", "1.180"],
  [/^goggles-of-night$/, "darkvision added by an item", "1.182"],
  [/^eversmoking-bottle$/, "an obscuring cloud", "1.178"],
  [/^(boots-of-elvenkind|cloak-of-elvenkind)$/, "harder to find when hiding", "1.290"],
  [/^eyes-of-the-eagle$/, "keener sight on searching", "1.291"],
  [
    /^(winged-boots|wings-of-flying|broom-of-flying|potion-of-flying|cloak-of-the-bat|boots-of-levitation|slippers-of-spider-climbing|cloak-of-the-manta-ray|gloves-of-swimming-and-climbing|ring-of-swimming|potion-of-climbing|cloak-of-arachnida)$/,
    "a movement mode granted",
    "1.395",
  ],
  [/^(potion-of-growth|potion-of-diminution)$/, "a change of size", "1.195"],
  [
    /^(belt-of-dwarvenkind|ioun-stone-of-(agility|fortitude|insight|intellect|leadership|strength))$/,
    "an ability score raised up to a maximum",
    "1.313",
  ],
  [/^(ring-of-regeneration|ioun-stone-of-regeneration)$/, "regeneration", "1.396"],
  [/^ring-of-evasion$/, "a rescue on a worn item", "1.259"],
  [
    /^(mantle-of-spell-resistance|scarab-of-protection|spellguard-shield)$/,
    "advantage on saves against spells",
    "1.265",
  ],
  [/^robe-of-the-archmagi$/, "a defense floor", "1.406"],
  [/^(ioun-stone-of-awareness|rod-of-alertness)$/, "never surprised", "1.237"],
  [/^gloves-of-missile-snaring$/, "catching missiles", "1.416"],
  [/^cape-of-the-mountebank$/, "a teleport with smoke that lightly obscures", "1.286"],
  [/^periapt-of-health$/, "immunity to disease (the ruleset declares no disease kind)", "1.258"],
  [
    /^(potion-of-resistance|ring-of-resistance|dragon-scale-mail)-\w+$/,
    "resistance to a damage type from an item or condition",
    "none",
  ],
  [
    /^(armor-of-resistance|armor-of-invulnerability|armor-of-vulnerability|brooch-of-shielding|periapt-of-proof-against-poison|shield-of-missile-attraction|frost-brand)$/,
    "resistance or immunity from an item",
    "none",
  ],
  [/^spell-scroll-\w+$/, "a scroll of any spell of its level", "none"],
  [/^potion-of-giant-strength-\w+$/, "a Strength score set by a condition", "none"],
  [/^(animated-shield|feather-token-whip)$/, "an object that fights on its own", "1.122"],
  [/^arrow-catching-shield$/, "a reaction that takes another's place as the target", "1.422"],
  [/^bead-of-force$/, "a sphere of force that holds those inside", "1.177"],
  [/^cloak-of-displacement$/, "disadvantage on attacks against the wearer", "1.185"],
  [/^dwarven-plate$/, "shortening a push", "1.184"],
  [/^flame-tongue$/, "a blade switched alight", "1.296"],
  [
    /^wind-fan$/,
    "Gust of Wind cast from it, with a growing chance of tearing the fan when used again before dawn",
    "none",
  ],
  [/^pearl-of-power$/, "a spell slot regained by using an item", "none"],
  [/^(periapt-of-wound-closure|restorative-ointment)$/, "cures and stabilizing from an item", "1.176"],
  [/^rod-of-rulership$/, "compelled behavior", "1.264"],
  [
    /^(adamantine-armor|demon-armor|elven-chain|mithral-armor|plate-armor-of-etherealness)$/,
    "what the armor changes besides its armor class",
    "none",
  ],
  [
    /^(berserker-axe|defender|sun-blade|sword-of-life-stealing|sword-of-sharpness|vicious-weapon)$/,
    "what the weapon adds besides a flat bonus",
    "none",
  ],
  [
    /^(boots-of-speed|boots-of-striding-and-springing|ring-of-free-action|ring-of-jumping|potion-of-speed|oil-of-slipperiness)$/,
    "movement and speed changes",
    "none",
  ],
  [/^(bracers-of-defense|ioun-stone-of-mastery)$/, "a bonus that holds only without armor, or to proficiency", "none"],
  [
    /^(ioun-stone-of-absorption|ioun-stone-of-greater-absorption|ioun-stone-of-reserve|ring-of-spell-storing|ring-of-spell-turning|rod-of-absorption)$/,
    "storing, absorbing or turning spells",
    "none",
  ],
  [
    /^(cube-of-force|sphere-of-annihilation|talisman-of-the-sphere|iron-bands-of-binding|iron-flask|rope-of-entanglement|ring-of-telekinesis)$/,
    "holding, trapping or moving creatures and objects",
    "none",
  ],
  [
    /^(oil-of-etherealness|oil-of-sharpness|potion-of-gaseous-form)$/,
    "a changed form or a weapon's edge for a while",
    "none",
  ],
  [
    /^(ring-of-three-wishes|wand-of-wonder|robe-of-scintillating-colors|talisman-of-pure-good|talisman-of-ultimate-evil|orb-of-dragonkind)$/,
    "open-ended or many-sided magic",
    "none",
  ],
];

const SCORES: Record<string, string> = {
  Strength: "str",
  Dexterity: "dex",
  Constitution: "con",
  Intelligence: "int",
  Wisdom: "wis",
  Charisma: "cha",
};

const text = (item: SourceMagicItem) => (item.desc ?? []).join("\n");

/** "+1 Longsword" for every plain weapon of the catalog; the catalog's own (longsword-plus-1) stays as written. */
function plusWeapons(bonus: number, base: readonly BaseItem[], held: ReadonlySet<string>): ItemResult["entries"] {
  return base
    .filter((b) => b.tags?.includes("weapon") && !b.tags.includes("magical") && b.attack)
    .map((b) => {
      const attack = b.attack as Record<string, unknown>;
      return {
        id: `${b.id}-plus-${bonus}`,
        name: `+${bonus} ${b.name}`,
        tags: [...(b.tags ?? []), "magical"],
        text: `+${bonus} to attack and damage rolls.`,
        attack: { ...attack, damage: `${attack.damage}+${bonus}`, toHit: bonus },
      };
    })
    .filter((e) => !held.has(e.id));
}

/** The swords of the catalog ("any sword"). */
const SWORDS = /^(greatsword|longsword|rapier|scimitar|shortsword)$/;

/** Nine Lives Stealer on every plain sword of the catalog (1.187 `slay`), its numbers read from the printed text;
 * its 1d8 + 1 charges are at most 9, the sheet saying how many are left. */
function nineLivesStealer(item: SourceMagicItem, base: readonly BaseItem[], gaps: Gaps): ItemResult["entries"] {
  const t = text(item);
  const bonus = /You gain a \+(\d) bonus to attack and damage rolls/.exec(t);
  const charges = /has (\d)d(\d+) \+ (\d+) charges/.exec(t);
  const slay =
    /critical hit against a creature that has fewer than (\d+) hit points, it must succeed on a DC (\d+) (\w+) saving throw or be slain instantly/.exec(
      t,
    );
  const ability = SCORES[slay?.[3] ?? ""];
  if (!bonus || !charges || !slay || !ability || !/a construct or an undead is immune/.test(t)) {
    gaps.add("what it does, written only in words", "prose");
    return [];
  }
  const n = Number(bonus[1]);
  const max = Number(charges[1]) * Number(charges[2]) + Number(charges[3]);
  return base
    .filter((b) => SWORDS.test(b.id) && b.tags?.includes("weapon") && !b.tags.includes("magical") && b.attack)
    .map((b) => {
      const attack = b.attack as Record<string, unknown>;
      return {
        id: `${item.index}-${b.id}`,
        name: `${item.name} (${b.name})`,
        tags: [...(b.tags ?? []), "magical"],
        text: `+${n} to attack and damage rolls. On a critical hit, a creature left with fewer than ${slay[1]} hit points (not a construct or an undead) makes a DC ${slay[2]} ${slay[3]} save or is slain, spending a charge.`,
        charges: { max },
        attack: {
          ...attack,
          damage: `${attack.damage}+${n}`,
          toHit: n,
          slay: [
            {
              when: "critical",
              not: { types: ["construct", "undead"] },
              healthAtMost: Number(slay[1]) - 1,
              save: { save: `${ability}_save`, difficulty: Number(slay[2]) },
              charges: 1,
            },
          ],
        },
      };
    });
}

/** "+1 Chain Mail" for every suit of armor of the catalog (shields are not armor here). */
function plusArmor(bonus: number, base: readonly BaseItem[], held: ReadonlySet<string>): ItemResult["entries"] {
  return base
    .filter((b) => b.tags?.includes("armor") && !b.tags.includes("shield") && !b.tags.includes("magical"))
    .map((b) => ({
      id: `${b.id}-plus-${bonus}`,
      name: `+${bonus} ${b.name}`,
      tags: [...(b.tags ?? []), "magical"],
      ...(b.filters ? { filters: b.filters } : {}),
      text: `${b.text ?? ""} +${bonus} to armor class.`.trim(),
      ...(b.stats ? { stats: b.stats } : {}),
      worn: { defense: bonus },
    }))
    .filter((e) => !held.has(e.id));
}

/** A wand whose one use is a ray at one creature: a save or be held by a condition for a minute. */
function rayWand(item: SourceMagicItem, gaps: Gaps): Record<string, unknown> | undefined {
  const t = text(item);
  const charges = /has (\d+) charges/.exec(t);
  const regains = /regains (\d+d\d+(?: \+ \d+)?) expended charges daily/.exec(t);
  const breaks = /last charge, roll a d20\. On a 1,/.test(t);
  const ray = /use an action to expend 1 of its charges[^.]*? a creature you can see within (\d+) feet of you\./.exec(
    t,
  );
  const save =
    /The target must succeed on a DC (\d+) (\w+) saving throw or be (\w+) for 1 minute\. At the end of each of the target's turns, it can repeat the saving throw, ending the effect on itself on a success\./.exec(
      t,
    );
  const ability = SCORES[save?.[2] ?? ""];
  if (!charges || !regains || !breaks || !ray || !save || !ability) {
    gaps.add("what it does, written only in words", "prose");
    return undefined;
  }
  const condition = save[3];
  return {
    text: `A ray at one creature within ${ray[1]} feet: ${save[2]} save (DC ${save[1]}) or ${condition} for a minute, saving again at the end of each of its turns.`,
    charges: {
      max: Number(charges[1]),
      recharge: { rests: ["long"], amount: regains[1].replace(/\s+/g, "") },
      breaksOn: { atMost: 1 },
    },
    use: {
      kind: "debuff",
      budget: "action",
      range: Number(ray[1]),
      targets: "enemy",
      charges: 1,
      save: { save: `${ability}_save`, onSuccess: "none", difficulty: Number(save[1]) },
      applies: [
        {
          condition,
          duration: { rounds: 10, at: "turn-end" },
          saveEnds: { save: `${ability}_save`, at: "turn-end" },
        },
      ],
    },
  };
}

/** What the item's printed text says it does, when the engine runs all of it; otherwise a gap. */
function express(item: SourceMagicItem, base: readonly BaseItem[], gaps: Gaps): Record<string, unknown> | undefined {
  const t = text(item);
  const id = item.index;
  const heal = /You regain (\d+d\d+ \+ \d+) hit points when you drink this potion/.exec(t);
  if (/^potion-of-healing-/.test(id) && heal) {
    const amount = heal[1].replace(/\s+/g, "");
    return {
      tags: ["potion", "magical"],
      text: `Drinking it restores ${amount} hit points.`,
      use: { kind: "heal", budget: "action", range: "touch", targets: "ally", amount },
    };
  }
  const score = /(?:Your (\w+) score is (\d+) while you wear|your (\w+) score changes to (?:a )?(\d+)\.)/.exec(t);
  if (score && /no [Ee]ffect on you if your \w+ is already|If your \w+ is already equal to or greater/.test(t)) {
    const name = score[1] ?? score[3];
    const value = Number(score[2] ?? score[4]);
    const ability = SCORES[name];
    if (ability)
      return {
        tags: ["wondrous", "magical"],
        text: `${name} ${value} while worn, unless already higher.`,
        worn: { abilities: { [ability]: { set: value } } },
      };
  }
  if (id === "stone-of-good-luck-luckstone" && /\+1 bonus to ability checks and saving throws/.test(t))
    return {
      tags: ["wondrous", "magical"],
      text: "+1 to ability checks and saving throws while carried.",
      carried: {
        modifiers: [
          { to: "checks", flat: 1 },
          { to: "saves", flat: 1 },
        ],
      },
    };
  if (id === "ioun-stone-of-protection" && /\+1 bonus to AC/.test(t))
    return { tags: ["wondrous", "magical"], text: "+1 to armor class while it orbits you.", worn: { defense: 1 } };
  if (id === "potion-of-heroism" && /gain 10 temporary hit points/.test(t) && /bless spell/.test(t))
    return {
      tags: ["potion", "magical"],
      text: "Drinking it gives 10 temporary hit points and the blessing of Bless for an hour, without concentration.",
      use: {
        kind: "buff",
        budget: "action",
        range: "touch",
        targets: "ally",
        temporary: "10",
        applies: [{ condition: "blessed", duration: { rounds: 600 } }],
      },
    };
  if (id === "glamoured-studded-leather-armor" && /you gain a \+1 bonus to AC/.test(t)) {
    // Its changed look has no bearing on a fight: studded leather, +1.
    const suit = plusArmor(1, base, new Set()).find((e) => e.id === "studded-leather-plus-1");
    if (suit) return { ...suit, id, name: item.name };
  }
  if (/^wand-of-paralysis$/.test(id)) {
    const wand = rayWand(item, gaps);
    return wand ? { tags: ["wand", "magical"], ...wand } : undefined;
  }
  return undefined;
}

function one(item: SourceMagicItem, base: readonly BaseItem[], held: ReadonlySet<string>): ItemResult {
  const gaps = new Gaps();
  const { index: id, name } = item;
  const alias = ALIASES[id] ?? id;
  if (held.has(alias)) return { id, name, entries: [], gaps: [], byHand: [alias] };
  if (OUTSIDE.has(id)) {
    gaps.add("nothing to run in a fight", "outside");
    return { id, name, entries: [], gaps: gaps.list };
  }
  const plus = /^(weapon|armor)-(\d)$/.exec(id);
  if (plus) {
    const bonus = Number(plus[2]);
    const all = plus[1] === "weapon" ? plusWeapons(bonus, base, new Set()) : plusArmor(bonus, base, new Set());
    if (!all.length) gaps.add(`no base ${plus[1]} in the catalog`, "prose");
    const entries = all.filter((e) => !held.has(String(e.id)));
    const byHand = all.filter((e) => held.has(String(e.id))).map((e) => String(e.id));
    return { id, name, entries, gaps: gaps.list, ...(byHand.length ? { byHand } : {}) };
  }
  if (id === "nine-lives-stealer") {
    const entries = nineLivesStealer(item, base, gaps);
    if (!entries.length && !gaps.list.length) gaps.add("no base sword in the catalog", "prose");
    return { id, name, entries, gaps: gaps.list };
  }
  for (const [pattern, part, section] of WAITS)
    if (pattern.test(id)) {
      gaps.add(part, section);
      return { id, name, entries: [], gaps: gaps.list };
    }
  const made = express(item, base, gaps);
  if (made) return { id, name, entries: [{ id, name, ...made }], gaps: gaps.list };
  if (!gaps.list.length) gaps.add("what it does", "none");
  return { id, name, entries: [], gaps: gaps.list };
}

/**
 * Every magic item: an item with `variants` (Potion of Healing, Weapon +1/+2/+3) is complete when each of its
 * variants is, and writes no entry of its own.
 */
export function translateItems(
  items: readonly SourceMagicItem[],
  base: readonly BaseItem[],
  held: ReadonlySet<string>,
): ItemResult[] {
  const results = items.map((i) => one(i, base, held));
  const byId = new Map(results.map((r) => [r.id, r]));
  return items.map((item, i) => {
    const variants = (item.variants ?? []).map((v) => byId.get(v.index ?? "")).filter((r) => r !== undefined);
    if (!variants.length) return results[i];
    const gaps = new Gaps();
    for (const v of variants) for (const g of v.gaps) gaps.add(`${v.name}: ${g.part}`, g.section);
    return { id: item.index, name: item.name, entries: [], gaps: gaps.list };
  });
}
