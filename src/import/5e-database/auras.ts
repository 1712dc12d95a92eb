// Aura traits (1.263, 1.265, 1.268) read from their printed numbers: a creature keeps a condition of its own
// (`keepsOn`) whose aura makes those near it save at the start of their turns (Stench, Fear Aura) or harms them at
// the start of its own (Fire Aura; Barbed Hide, only those grappling it). The condition goes to the ruleset's
// combat conditions, named after the creature and the trait.
import type { Gaps } from "./gaps.js";
import { slug } from "./numbers.js";

const SAVES: Record<string, string> = {
  Strength: "str_save",
  Dexterity: "dex_save",
  Constitution: "con_save",
  Intelligence: "int_save",
  Wisdom: "wis_save",
  Charisma: "cha_save",
};
const CONDITIONS = new Set(["blinded", "charmed", "deafened", "frightened", "poisoned", "restrained", "stunned"]);
const NAME = String.raw`[\w' -]+`;

/** Until the start of the holder's next turn: applied as its turn starts, after the last one has run out. */
const UNTIL_NEXT_TURN = { rounds: 1, at: "turn-start" };

type Aura = Record<string, unknown>;

/** A save at the start of the turns of those near: "Any creature [hostile to it] that starts its turn within …". */
function savingAura(desc: string): Aura | undefined {
  const m = new RegExp(
    String.raw`^Any creature (hostile to the ${NAME} )?that starts its turn within (\d+) (?:feet|ft\.) of the ${NAME} must (?:succeed on|make) a DC (\d+) (\w+) saving throw(, unless the ${NAME} is incapacitated)?(?: or be (\w+) until the start of its next turn)?\.`,
  ).exec(desc);
  if (!m) return undefined;
  const rest = desc.slice(m[0].length).trim();
  const failed = /^On a failed save, the creature is (\w+) until the start of its next turn\. ?/.exec(rest);
  const condition = m[6] ?? failed?.[1];
  const after = failed ? rest.slice(failed[0].length) : rest;
  const immune =
    /^(?:On a successful saving throw|If a creature's saving throw is successful), the creature is immune to the [\w' -]+?'s [\w ]+? for (?:the next )?24 hours\.$/.test(
      after,
    );
  const save = SAVES[m[4]];
  // Unless incapacitated: an incapacitated holder spreads no aura in the engine, so the proviso holds.
  if (!condition || !CONDITIONS.has(condition) || !immune || !save || (m[5] && !m[1])) return undefined;
  return {
    distance: Number(m[2]),
    side: m[1] ? "enemies" : "all",
    save: {
      save,
      difficulty: Number(m[3]),
      applies: [{ condition, duration: UNTIL_NEXT_TURN }],
      // Immune to this creature's aura for a day: the rest of the fight.
      immuneOnSuccess: true,
    },
  };
}

/** Damage at the start of its own turns to everyone within a distance (the Balor's Fire Aura, its first sentence). */
function harmingAura(desc: string, gaps: Gaps, what: string): Aura | undefined {
  const m = new RegExp(
    String.raw`^At the start of each of the ${NAME}'s turns, each creature within (\d+) feet of it takes \d+ \((\d+d\d+)\) (\w+) damage`,
  ).exec(desc);
  if (!m) return undefined;
  if (/touches .* or hits it with a melee attack/.test(desc))
    gaps.add(`${what}: harm to one touching or striking it`, "none");
  return { distance: Number(m[1]), side: "all", harms: { dice: m[2], type: m[3] } };
}

/** Damage at the start of its turns to those grappling it (Barbed Hide). */
function grapplersAura(desc: string): Aura | undefined {
  const m = new RegExp(
    String.raw`^At the start of each of its turns, the ${NAME} deals \d+ \((\d+d\d+)\) (\w+) damage to any creature grappling it\.$`,
  ).exec(desc);
  if (!m) return undefined;
  // Whoever grapples it stands within reach; the distance only has to cover every reach.
  return { distance: 30, side: "all", sourcesOf: ["grappled"], harms: { dice: m[1], type: m[2] } };
}

const READERS: Record<string, (desc: string, gaps: Gaps, what: string) => Aura | undefined> = {
  Stench: savingAura,
  "Fear Aura": savingAura,
  "Fire Aura": harmingAura,
  "Barbed Hide": grapplersAura,
};

/** The condition carrying a trait's aura, or undefined when the trait is no aura the import reads. */
export function auraCondition(
  creature: string,
  trait: string,
  desc: string,
  gaps: Gaps,
): Record<string, unknown> | undefined {
  const aura = READERS[trait]?.(desc, gaps, `trait ${trait}`);
  return aura ? { id: `${creature}-${slug(trait)}`, label: trait, auras: [aura] } : undefined;
}
