// Facts read from the wording of an action: the source's structured fields leave out reach, range, area and
// whom it targets, which its printed line gives. Only numbers and known phrases are kept, never the words.

const DAMAGE = String.raw`(?:\d+ \(\d+d\d+(?: [+−-] \d+)?\)|\d+) \w+ damage`;

export interface AttackLine {
  readonly melee: boolean;
  readonly ranged: boolean;
  readonly reach?: number;
  readonly range?: number;
  readonly longRange?: number;
  /** Who it targets, when narrower than one target or creature ("one prone creature"). */
  readonly narrowTarget?: string;
  /** The hit's wording after its damage, when there is more than damage (a rider). */
  readonly rider?: string;
  /** A second damage if used with two hands (a versatile weapon). */
  readonly versatile: boolean;
  /** A thrown weapon's damage at range when it differs from its melee damage ("… in melee or 5 (1d6 + 2) … at range"). */
  readonly atRange?: { readonly dice: string; readonly type: string };
}

const HEAD =
  /^(Melee|Ranged|Melee or Ranged) (?:Weapon|Spell) Attack: \+\d+ to hit, (?:reach (\d+) ft\.)?(?: or )?(?:range (\d+)(?:\/(\d+))? ft\.)?,? ?([^.]*)\. Hit: /;

/** The printed attack line: "Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: …". */
export function attackLine(desc: string): AttackLine | undefined {
  const h = HEAD.exec(desc);
  if (!h) return undefined;
  const hit = desc.slice(h[0].length);
  const afterDamage = hit.replace(new RegExp(`^${DAMAGE}(?:,? plus ${DAMAGE})*`), "");
  const afterVersatile = afterDamage.replace(
    new RegExp(`^,? or ${DAMAGE} if used with two hands(?: to make a melee attack)?`),
    "",
  );
  const range = /^ in melee or \d+ \((\d+d\d+(?: [+−-] \d+)?)\) (\w+) damage at range/.exec(afterVersatile);
  const rest = (range ? afterVersatile.slice(range[0].length) : afterVersatile).trim();
  const target = h[5].trim();
  return {
    melee: h[1].startsWith("Melee"),
    ranged: h[1].endsWith("Ranged"),
    reach: h[2] ? Number(h[2]) : undefined,
    range: h[3] ? Number(h[3]) : undefined,
    longRange: h[4] ? Number(h[4]) : undefined,
    narrowTarget: /^one (target|creature)(?: in the swarm's space)?$/.test(target) ? undefined : target,
    rider: rest === "." || rest === "" ? undefined : rest,
    versatile: afterVersatile !== afterDamage,
    ...(range ? { atRange: { dice: range[1].replace(/\s+/g, ""), type: range[2] } } : {}),
  };
}

export type Area =
  | { shape: "cone" | "line" | "burst"; size: number; width?: number }
  | { shape: "burst"; size: number; around: true };

/** An area its wording names: a cone, a line, or everyone within a distance of the creature. */
export function areaOf(desc: string): Area | undefined {
  const cone = /(\d+)-foot cone/.exec(desc);
  if (cone) return { shape: "cone", size: Number(cone[1]) };
  const line = /(\d+)-foot line that is (\d+) (?:feet|ft\.) wide/.exec(desc);
  if (line) return { shape: "line", size: Number(line[1]), ...(line[2] !== "5" ? { width: Number(line[2]) } : {}) };
  const around = /[Ee]ach creature within (\d+) (?:feet|foot|ft\.) of (?:it|the \w+|him|her)\b/.exec(desc);
  if (around) return { shape: "burst", size: Number(around[1]), around: true };
  return undefined;
}

/** The range of a single-target save: "one creature it can see within 30 feet of it". */
export function singleTargetRange(desc: string): number | undefined {
  const m = /^[^.]*?\b(?:one|a) (?:creature|target)[^.]*? within (\d+) f(?:ee|oo)t/.exec(desc);
  return m ? Number(m[1]) : undefined;
}

/** The save's outcome on a success, from its wording. */
export function halfOnSuccess(desc: string): boolean {
  return /half as much damage on a successful one|half as much damage on a success/.test(desc);
}

const SAVE_SENTENCE = new RegExp(
  String.raw`(?:Each|each|The|the) (?:creature|target)[^.]*? must (?:make|succeed on) a DC \d+ \w+ saving throw(?: against this magic)?, taking ${DAMAGE}(?: plus ${DAMAGE})? on a failed save, or half as much damage on a successful one\.`,
);
const AREA_SENTENCE =
  /^The \w+(?: \w+)? (?:exhales|spits|breathes|blasts|releases|expels|emits|unleashes)[^.]*?\d+-foot (?:cone|line)(?: that is \d+ (?:feet|ft\.) wide)?\.\s*/;

/** Whether a save action's wording says more than its area, save and damage (a rider the import leaves out). */
export function saveRider(desc: string): boolean {
  const rest = desc.replace(AREA_SENTENCE, "").replace(SAVE_SENTENCE, "").trim();
  return rest.length > 0;
}
