// One spell of the source translated into a catalog entry: level, school, cost, casting time, range, area,
// damage by slot or character level, save, attack roll, healing, concentration and components. Only a spell
// whose whole effect is in those fields is complete; the rest says what it waits on.
import { Gaps } from "./gaps.js";
import type { ImportedEntry } from "./monster.js";
import { parseDice } from "./numbers.js";
import type { SourceSpell } from "./source.js";
import { NO_BEARING, SPELL_RIDERS } from "./spell-riders.js";

const BUDGETS: Record<string, string> = { "1 action": "action", "1 bonus action": "bonus", "1 reaction": "reaction" };
const COMPONENTS: Record<string, string> = { V: "verbal", S: "somatic", M: "material" };
const SAVES: Record<string, string> = {
  str: "Strength",
  dex: "Dexterity",
  con: "Constitution",
  int: "Intelligence",
  wis: "Wisdom",
  cha: "Charisma",
};

function rangeOf(text: string): number | "self" | "touch" | undefined {
  if (/^Self/.test(text)) return "self";
  if (text === "Touch") return "touch";
  const feet = /^(\d+) feet$/.exec(text);
  if (feet) return Number(feet[1]);
  return text === "1 mile" ? 5280 : undefined;
}

function areaOf(aoe: SourceSpell["area_of_effect"]): Record<string, unknown> | undefined {
  if (!aoe) return undefined;
  switch (aoe.type) {
    case "sphere":
    case "cylinder":
      return { shape: "burst", size: aoe.size };
    case "cone":
      return { shape: "cone", size: aoe.size };
    case "line":
      return { shape: "line", size: aoe.size };
    case "cube":
      return { shape: "box", size: aoe.size };
  }
  return undefined;
}

/** The dice added per slot level above the spell's own, when every step adds the same; null when they differ. */
function perStep(bySlot: Readonly<Record<string, string>>): string | null | undefined {
  const rows = Object.entries(bySlot)
    .map(([level, text]) => [Number(level), parseDice(text.replace(/\s*\+\s*MOD$/, ""))] as const)
    .sort((a, b) => a[0] - b[0]);
  const counts = rows.map(([, d]) => /^(\d+)d(\d+)$/.exec(d?.dice ?? ""));
  if (counts.some((c) => !c) || new Set(rows.map(([, d]) => d?.flat ?? 0)).size > 1) return null;
  const sides = new Set(counts.map((c) => c![2]));
  const steps = new Set(counts.slice(1).map((c, i) => Number(c![1]) - Number(counts[i]![1])));
  if (sides.size > 1 || steps.size > 1) return null;
  const step = [...steps][0];
  return step ? `${step}d${[...sides][0]}` : undefined;
}

/** A card line in the project's own words, from the numbers. */
function cardText(m: Record<string, unknown>, type: string | undefined): string {
  const area = m.area as { shape: string; size: number } | undefined;
  const where = area ? `A ${area.size}-foot ${area.shape}` : m.attackRoll ? "A spell attack" : "One creature";
  const save = m.save as { save: string; onSuccess: string } | undefined;
  const how = save
    ? `, ${SAVES[save.save.slice(0, 3)]} save${save.onSuccess === "half" ? " for half" : " or nothing"}`
    : "";
  const what =
    m.kind === "heal"
      ? `regains ${m.amount}${m.amountAdd ? " + your spellcasting modifier" : ""} hit points`
      : `${m.amount} ${type} damage`;
  return `${where}${how}: ${what}.`;
}

export function translateSpell(s: SourceSpell): ImportedEntry {
  const gaps = new Gaps();
  const level = s.level;
  if (NO_BEARING.has(s.index)) {
    gaps.add("nothing to run in a fight", "outside");
    return { entry: { id: s.index, name: s.name, level }, gaps: gaps.list };
  }
  const m: Record<string, unknown> = {};
  const budget = BUDGETS[s.casting_time];
  if (!budget) {
    // Cast over a minute or more: never in a fight, whatever it does.
    gaps.add(`cast over ${s.casting_time}`, "outside");
    return { entry: { id: s.index, name: s.name, level }, gaps: gaps.list };
  }
  if (budget === "reaction") gaps.add("the reaction's trigger", "prose");
  const range = rangeOf(s.range);
  if (range === undefined) gaps.add(`range ${s.range}`, "none");
  let area = areaOf(s.area_of_effect);
  // A sphere around the caster is a burst around its user (1.282); a cube from the caster has no key.
  if (range === "self" && area?.shape === "burst") area = { ...area, around: true };
  if (range === "self" && area?.shape === "box") gaps.add("a cube starting at the caster", "none");
  const damage = s.damage;
  const heal = s.heal_at_slot_level;
  const type = damage?.damage_type?.index;
  if (damage && type && (damage.damage_at_slot_level || damage.damage_at_character_level)) {
    m.kind = "attack";
    if (damage.damage_at_character_level) {
      const table = Object.entries(damage.damage_at_character_level).map(([l, d]) => [
        Number(l),
        d.replace(/\s+/g, ""),
      ]);
      m.amount = table[0][1];
      m.scales = { from: { field: "level" }, table };
    } else {
      const bySlot = damage.damage_at_slot_level ?? {};
      const first = bySlot[String(level)] ?? Object.values(bySlot)[0];
      m.amount = first.replace(/\s*\+\s*MOD$/, "").replace(/\s+/g, "");
      if (/MOD$/.test(first)) m.amountAdd = { abilityModFromField: "spell_ability" };
      const step = perStep(bySlot);
      if (step === null) gaps.add("damage at higher levels", "prose");
      else if (step) m.perCostStep = step;
    }
    m.damageType = type;
  } else if (heal) {
    m.kind = "heal";
    const first = heal[String(level)] ?? Object.values(heal)[0];
    m.amount = first.replace(/\s*\+\s*MOD$/, "").replace(/\s+/g, "");
    if (/MOD$/.test(first)) m.amountAdd = { abilityModFromField: "spell_ability" };
    const step = perStep(heal);
    if (step === null) gaps.add("healing at higher levels", "prose");
    else if (step) m.perCostStep = step;
  } else if (s.dc) gaps.add("what a failed save does", "prose");
  else gaps.add("what it does", "prose");
  if (s.duration !== "Instantaneous") gaps.add(`what lasts (${s.duration.toLowerCase()})`, "prose");
  // 1.235: Harm's lowered maximum (on a failed save) and its floor of 1 hit point.
  if (s.index === "harm") Object.assign(m, { reducesMax: { onFailedSave: true }, leavesAtLeast: 1 });
  const rider = SPELL_RIDERS[s.index];
  if (rider) gaps.add(rider.part, rider.section);
  if (s.dc?.dc_type?.index) {
    const onSuccess = s.dc.dc_success === "half" ? "half" : s.dc.dc_success === "none" ? "none" : undefined;
    if (onSuccess) m.save = { save: `${s.dc.dc_type.index}_save`, onSuccess };
    else gaps.add("what a successful save does", "prose");
  }
  if (s.attack_type && m.kind === "attack") m.attackRoll = true;
  if (m.kind === "attack" && !area && !m.save && !m.attackRoll) gaps.add("how it reaches its target", "prose");
  // "Self" without an area works on the caster (Blur) or through something it conjures or touches later
  // (Vampiric Touch, Flame Blade): written on the caster alone, never as harm to the caster.
  // A cube from the caster has no key: left out the same way.
  if (range === "self" && area?.shape === "box") area = undefined;
  const onSelf = range === "self" && !area;
  if (onSelf && m.kind === "attack") {
    gaps.add("whom it reaches from its caster", "prose");
    for (const k of ["kind", "amount", "amountAdd", "scales", "perCostStep", "damageType", "attackRoll", "save"])
      delete m[k];
  }
  const targets = onSelf ? "self" : m.kind === "heal" ? "ally" : "enemy";
  const mechanics: Record<string, unknown> = {
    kind: m.kind ?? "utility",
    budget,
    ...(range !== undefined && !area?.around ? { range } : {}),
    ...(area ? { area } : { targets }),
    ...m,
    ...(s.concentration ? { concentration: true } : {}),
    components: (s.components ?? []).map((c) => COMPONENTS[c]).filter(Boolean),
    ...(level > 0 ? { cost: { group: "slots", level } } : {}),
  };
  const entry: Record<string, unknown> = {
    id: s.index,
    name: s.name,
    level,
    ...(level === 0 ? { tags: ["cantrip"] } : {}),
    filters: { level, school: s.school?.index ?? "" },
    ...(m.kind ? { text: cardText(mechanics, type) } : {}),
    mechanics,
  };
  return { entry, gaps: gaps.list };
}
