// One action of a stat block (an attack, a saving throw, or an area) translated into creature actions, from
// its structured fields (attack bonus, damage, save, uses) and the numbers of its printed line.
import type { Gaps, Section } from "./gaps.js";
import { bareName, parseDice, slug } from "./numbers.js";
import type { SourceAction, SourceDamage, SourceUsage } from "./source.js";
import { areaOf, attackLine, conditionOf, halfOnSuccess, saveRider, singleTargetRange } from "./wording.js";

export type CreatureAction = Record<string, unknown>;

/** Actions known by name, and the section that would express them (their structured fields are not enough). */
const NAMED: Record<string, Section> = {
  "Change Shape": "1.392",
  // Immune for a day after a save: without that, it would be stronger than printed.
  "Frightful Presence": "none",
  Engulf: "1.403",
  Swallow: "1.405",
  Teleport: "prose",
  Etherealness: "none",
  "Read Thoughts": "none",
  "Horrified Gaze": "1.268",
  "Ink Cloud": "1.178",
  "Summon Swarms": "1.325",
  "Variant: Summon Demon": "1.325",
  "Variant: Summon Devil": "1.325",
  "Create Specter": "1.325",
  "Children of the Night": "1.325",
  Possession: "none",
};

/** 1.203/1.235: a hit that lowers the hit point maximum, as `reducesMax`, read from its wording; undefined when it
 * says more (a disease's later saves, hit points regained some other way). */
export function reducesMaxOf(rider: string): Record<string, unknown> | undefined {
  const saved =
    /must succeed on a DC (\d+) (\w+) saving throw or (?:its hit point maximum is reduced|have its hit point maximum reduced) by an amount equal to the damage taken\./.exec(
      rider,
    );
  if (saved) {
    const lasting = /lasts until removed by the greater restoration spell/.test(rider);
    return {
      save: `${saved[2]!.slice(0, 3).toLowerCase()}_save`,
      difficulty: Number(saved[1]),
      ...(lasting ? { lasting } : {}),
    };
  }
  const drained =
    /hit point maximum is reduced by an amount equal to the (\w+) damage taken, and the [\w ]+ regains hit points equal to that amount/.exec(
      rider,
    );
  return drained ? { damageType: drained[1], heals: true } : undefined;
}

/** 1.235: "a creature that is grappled by the vampire, incapacitated, or restrained" as `targetHolds`; the willing
 * are left out (a foe never is). */
function targetHoldsOf(narrow: string): Record<string, unknown> | undefined {
  const m = /^one willing creature, or a creature that is grappled by the [\w ]+, incapacitated, or restrained$/.exec(
    narrow,
  );
  return m ? { conditions: ["incapacitated", "restrained"], fromSelf: ["grappled"] } : undefined;
}

/** What an attack does on a hit beyond its damage, and the section that would express it. */
function riderGap(rider: string): { part: string; section: Section } {
  if (/swallowed/.test(rider)) return { part: "swallowing", section: "1.405" };
  if (/grappled \(escape DC/.test(rider)) return { part: "a hold with its own escape difficulty", section: "1.407" };
  if (/hit point maximum is reduced/.test(rider)) return { part: "the hit point maximum lowered", section: "1.203" };
  if (/regains? hit points/.test(rider)) return { part: "hit points regained", section: "1.281" };
  if (/saving throw/.test(rider)) return { part: "a save made only on a hit", section: "none" };
  return { part: "what a hit does besides damage", section: "none" };
}

/** Uses per fight or a recharge, from the source's `usage`; a rest never comes in a fight, so once a fight. */
export function usageKeys(usage: SourceUsage | undefined): Record<string, unknown> {
  if (!usage?.type) return {};
  if (usage.type === "recharge on roll" && usage.dice && usage.min_value)
    return { recharge: { dice: usage.dice, on: usage.min_value } };
  if (usage.type === "per day" && usage.times) return { uses: usage.times };
  if (usage.type === "recharge after rest") return { uses: 1 };
  return {};
}

/** The damage parts: the first is `damage`, the others `plus`. Choices and saves inside a part are gaps. */
function damageKeys(parts: readonly SourceDamage[], what: string, gaps: Gaps): Record<string, unknown> {
  const out: { dice?: string; flat?: number; type: string }[] = [];
  for (const source of parts) {
    // A versatile weapon's choice: its one-handed damage, the two-handed one left out.
    const hands = source.from?.options?.find((o) => /one hand/i.test(o.notes ?? ""));
    if (hands) gaps.add(`${what}: the two-handed damage`, "1.190");
    const part = hands ?? source;
    if (part.choose) gaps.add(`${what}: a damage type chosen at each use`, "none");
    else if (part.dc) gaps.add(`${what}: a save made only on a hit`, "none");
    else {
      const dice = parseDice(part.damage_dice ?? "");
      if (dice && part.damage_type?.index) out.push({ ...dice, type: part.damage_type.index });
      else gaps.add(`${what}: damage written only in words`, "prose");
    }
  }
  if (!out.length) return {};
  const [first, ...rest] = out;
  return rest.length ? { damage: first, plus: rest } : { damage: first };
}

/** An action with an attack roll: one creature action, or two for a weapon used in melee or thrown. */
function attackAction(a: SourceAction, id: string, gaps: Gaps): CreatureAction[] {
  const what = `action ${a.name}`;
  const line = attackLine(a.desc ?? "");
  const dmg = damageKeys(a.damage ?? [], what, gaps);
  if (!line || !dmg.damage) {
    gaps.add(`${what}: attack written only in words`, "prose");
    return [];
  }
  const reducesMax = line.rider ? reducesMaxOf(line.rider) : undefined;
  if (line.rider && !reducesMax) {
    const rider = riderGap(line.rider);
    gaps.add(`${what}: ${rider.part}`, rider.section);
  }
  const targetHolds = line.narrowTarget ? targetHoldsOf(line.narrowTarget) : undefined;
  if (line.narrowTarget && !targetHolds) {
    // Written for every target it would be stronger than printed: left out whole.
    gaps.add(`${what}: only ${line.narrowTarget}`, "1.185");
    return [];
  }
  if (line.versatile) gaps.add(`${what}: the two-handed damage`, "1.190");
  if (line.longRange) gaps.add(`${what}: long range`, "1.420");
  const name = bareName(a.name);
  const common = {
    toHit: a.attack_bonus,
    ...dmg,
    ...usageKeys(a.usage),
    ...(reducesMax ? { reducesMax } : {}),
    ...(targetHolds ? { targetHolds } : {}),
  };
  const out: CreatureAction[] = [];
  if (line.melee) out.push({ id, name, budget: "action", melee: true, reach: line.reach ?? 5, ...common });
  const thrown = line.atRange ? { damage: { ...parseDice(line.atRange.dice), type: line.atRange.type } } : {};
  if (line.ranged && line.range !== undefined)
    out.push({
      id: line.melee ? `${id}-ranged` : id,
      name: line.melee ? `${name} (ranged)` : name,
      budget: "action",
      range: line.range,
      ...common,
      ...thrown,
    });
  // A printed line naming no reach or range the engine can read: never dropped without a word.
  if (!out.length) gaps.add(`${what}: its reach or range written only in words`, "prose");
  return out;
}

/** An action calling for a saving throw, over an area or at one creature. */
function saveAction(a: SourceAction, id: string, gaps: Gaps): CreatureAction[] {
  const what = `action ${a.name}`;
  const desc = a.desc ?? "";
  const dc = a.dc;
  const dmg = damageKeys(a.damage ?? [], what, gaps);
  if (!dc?.dc_type?.index || !dc.dc_value) return [];
  const save = `${dc.dc_type.index}_save`;
  const applied = conditionOf(desc, save);
  if (!dmg.damage && !applied) {
    gaps.add(`${what}: what a failed save does`, "prose");
    return [];
  }
  if (saveRider(desc)) {
    // Its wording may narrow whom it reaches (only those who see it …): left out whole rather than widened.
    gaps.add(`${what}: what its wording adds`, "prose");
    return [];
  }
  const area = areaOf(desc);
  const range = singleTargetRange(desc);
  if (area && "width" in area && area.width) gaps.add(`${what}: a line wider than 5 feet`, "1.184");
  let where: Record<string, unknown>;
  if (area && "around" in area) where = { area };
  else if (area && "range" in area) where = { range: area.range, area: { shape: area.shape, size: area.size } };
  else if (area) where = { range: "self", area: { shape: area.shape, size: area.size } };
  else if (range !== undefined) where = { range, targets: "enemy" };
  else {
    gaps.add(`${what}: its area or range written only in words`, "prose");
    return [];
  }
  // On a creature's action `"none"` keeps the damage (1.184): a save that spares everything names nothing.
  const onSuccess = halfOnSuccess(desc) ? { onSuccess: "half" as const } : {};
  return [
    {
      id,
      name: bareName(a.name),
      budget: "action",
      ...where,
      save: { save, ...onSuccess, difficulty: dc.dc_value },
      ...(dmg.damage ? dmg : { kind: "debuff" }),
      ...(applied ? { applies: [applied] } : {}),
      ...usageKeys(a.usage),
    },
  ];
}

/** Translates one action (not a Multiattack); what it cannot express is added to `gaps`. */
export function translateAction(a: SourceAction, gaps: Gaps, id = slug(bareName(a.name))): CreatureAction[] {
  const name = bareName(a.name);
  if (NAMED[name] !== undefined && a.attack_bonus === undefined) {
    gaps.add(`action ${name}`, NAMED[name]);
    return [];
  }
  if (a.options || a.attacks) {
    gaps.add(`action ${a.name}: a choice between several effects`, "1.186");
    return [];
  }
  if (a.attack_bonus !== undefined) return attackAction(a, id, gaps);
  if (a.dc) {
    const out = saveAction(a, id, gaps);
    if (!out.length && !gaps.list.some((g) => g.part.startsWith(`action ${a.name}`)))
      gaps.add(`action ${a.name}`, NAMED[name] ?? "prose");
    return out;
  }
  gaps.add(`action ${a.name}`, NAMED[name] ?? "prose");
  return [];
}
