// A monster's stat block without its actions: size, type, defense, health, speeds, abilities, saves and skills,
// senses, and how it takes damage and conditions.
import type { Gaps } from "./gaps.js";
import { feet } from "./numbers.js";
import type { SourceMonster } from "./source.js";

const ABILITIES = [
  ["str", "strength"],
  ["dex", "dexterity"],
  ["con", "constitution"],
  ["int", "intelligence"],
  ["wis", "wisdom"],
  ["cha", "charisma"],
] as const;

const SPEEDS = ["walk", "fly", "swim", "climb", "burrow"];
const SENSES = ["darkvision", "blindsight", "tremorsense", "truesight"];
/** The conditions the bundled ruleset declares; exhaustion is a sheet track there, not a combat condition. */
const CONDITIONS = new Set([
  "blinded",
  "charmed",
  "deafened",
  "frightened",
  "grappled",
  "incapacitated",
  "invisible",
  "paralyzed",
  "petrified",
  "poisoned",
  "prone",
  "restrained",
  "stunned",
  "unconscious",
]);
const DAMAGE_TYPES = new Set([
  "acid",
  "bludgeoning",
  "cold",
  "fire",
  "force",
  "lightning",
  "necrotic",
  "piercing",
  "poison",
  "psychic",
  "radiant",
  "slashing",
  "thunder",
]);

export type StatBlock = Record<string, unknown>;

/** A creature type from the source's: "swarm of Tiny beasts" is a beast. */
function creatureType(type: string): string {
  const swarm = /^swarm of \w+ (\w+?)s?$/i.exec(type);
  return (swarm ? swarm[1] : type).toLowerCase();
}

/** Damage types of one list; qualified entries ("from nonmagical attacks") are left out as gaps. */
function damageList(list: readonly string[] | undefined, what: string, gaps: Gaps): string[] {
  const out: string[] = [];
  for (const text of list ?? []) {
    const t = text.toLowerCase().trim();
    if (DAMAGE_TYPES.has(t)) out.push(t);
    else gaps.add(`${what} limited by the kind of attack (${t})`, "none");
  }
  return out;
}

export function statBlock(m: SourceMonster, gaps: Gaps): StatBlock {
  const abilities: Record<string, number> = {};
  for (const [id, key] of ABILITIES) abilities[id] = m[key];
  const speed: Record<string, number> = {};
  for (const [mode, text] of Object.entries(m.speed)) {
    const d = feet(text);
    if (SPEEDS.includes(mode) && d !== undefined) speed[mode] = d;
  }
  if (speed.walk === undefined) speed.walk = 0;
  const saves: Record<string, number> = {};
  const skills: Record<string, number> = {};
  for (const p of m.proficiencies ?? []) {
    const index = p.proficiency.index ?? "";
    if (index.startsWith("saving-throw-")) saves[`${index.slice(13)}_save`] = p.value;
    else if (index.startsWith("skill-")) skills[index.slice(6).replace(/-/g, "_")] = p.value;
  }
  const senses: Record<string, number> = {};
  for (const [sense, text] of Object.entries(m.senses ?? {})) {
    const d = feet(text);
    if (SENSES.includes(sense) && d !== undefined) senses[sense] = d;
  }
  const type = creatureType(m.type);
  const block: StatBlock = {
    id: m.index,
    name: m.name,
    size: m.size.toLowerCase(),
    types: [type],
    defense: m.armor_class[0]?.value ?? 10,
    health: (m.hit_points_roll ?? m.hit_dice ?? String(m.hit_points)).replace(/\s+/g, ""),
    speed,
    abilities,
    challenge: m.challenge_rating,
    filters: { cr: m.challenge_rating, type },
  };
  if (Object.keys(senses).length) block.senses = senses;
  if (Object.keys(saves).length) block.saves = saves;
  if (Object.keys(skills).length) block.skills = skills;
  const resist = damageList(m.damage_resistances, "resistance", gaps);
  const vulnerable = damageList(m.damage_vulnerabilities, "vulnerability", gaps);
  const immune = damageList(m.damage_immunities, "immunity", gaps);
  if (resist.length) block.resist = resist;
  if (vulnerable.length) block.vulnerable = vulnerable;
  if (immune.length) block.immune = immune;
  const conditions = (m.condition_immunities ?? []).map((c) => c.index ?? "").filter((c) => CONDITIONS.has(c));
  if (conditions.length) block.conditionImmunities = conditions;
  return block;
}
