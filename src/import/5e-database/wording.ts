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
  | { shape: "cone" | "line"; size: number; width?: number }
  | { shape: "burst"; size: number; range: number }
  | { shape: "burst"; size: number; around: true };

/** An area its wording names: a cone, a line, or everyone within a distance of the creature. */
export function areaOf(desc: string): Area | undefined {
  const cone = /(\d+)-foot cone/.exec(desc);
  if (cone) return { shape: "cone", size: Number(cone[1]) };
  const line =
    /(\d+)-foot line that is (\d+) (?:feet|ft\.) wide/.exec(desc) ??
    /line that is (\d+) (?:feet|ft\.) long and (\d+) (?:feet|ft\.) wide/.exec(desc);
  if (line) return { shape: "line", size: Number(line[1]), ...(line[2] !== "5" ? { width: Number(line[2]) } : {}) };
  const point = /at a point (?:it|he|she) can see within (\d+) (?:feet|ft\.)/.exec(desc);
  const near = /[Ee]ach creature within (\d+) (?:feet|foot|ft\.) of (?:that point|the flash)/.exec(desc);
  if (point && near) return { shape: "burst", size: Number(near[1]), range: Number(point[1]) };
  const around = /[Ee]ach creature within (\d+) (?:feet|foot|ft\.) of (?:it|the \w+(?: \w+)?|him|her)\b/.exec(desc);
  if (around && !/\bpoint\b/.test(desc)) return { shape: "burst", size: Number(around[1]), around: true };
  return undefined;
}

/** The range of a single-target save: "one creature it can see within 30 feet of it". */
export function singleTargetRange(desc: string): number | undefined {
  const m = /^[^.]*?\b(?:one|a) (?:creature|target)[^.]*? within (\d+) (?:feet|foot|ft\.)/.exec(desc);
  return m ? Number(m[1]) : undefined;
}

/** The save's outcome on a success, from its wording. */
export function halfOnSuccess(desc: string): boolean {
  return /half as much damage on a successful one|half as much damage on a success/.test(desc);
}

const CONDITION =
  "(blinded|charmed|deafened|frightened|incapacitated|paralyzed|petrified|poisoned|restrained|stunned|unconscious)";
const SUBJECT = String.raw`(?:Each|One|The) (?:creature|target)(?: in that (?:area|line)| within \d+ feet of (?:it|that point|the [\w -]+?))?`;
const SAVE = String.raw`must (?:make|succeed on) a DC \d+ \w+ saving throw(?: against this magic)?`;

const REPEAT =
  /^(?:The|A|An)(?: \w+)? (?:target|creature) can repeat the saving throw at the end of each of its turns, ending the effect on itself on a success\.$/;

/** The sentences of a save action the import expresses; any other sentence is a rider it leaves out. */
const KNOWN = [
  // The area: "The dragon exhales fire in a 60-foot cone." (never one with a proviso).
  /^The [\w' -]+? (?:exhales|spits|breathes|blasts|releases|expels|emits|unleashes) (?:(?!provided|unless|while|\bif\b)[^.])*?(?:\d+-foot (?:cone|line)|line that is \d+ feet long and \d+ feet wide)(?: that is \d+ feet wide)?(?: of [\w ]+)?\.$/,
  /^The [\w' -]+? targets one creature it can see within \d+ feet of it\.$/,
  /^The [\w' -]+? (?:hurls|throws|launches) [\w' -]+? at a point (?:it|he|she) can see within \d+ feet of (?:it|him|her)\.$/,
  new RegExp(
    `^${SUBJECT} ${SAVE}, taking ${DAMAGE}(?: plus ${DAMAGE})? on a failed save, or half as much damage on a successful one\\.$`,
  ),
  new RegExp(
    `^${SUBJECT} ${SAVE} or (?:be|become) ${CONDITION}(?: for 1 minute| until the end of (?:its|the [\\w -]+?'s) next turn)\\.$`,
  ),
  REPEAT,
];

/** Sentences of a printed line, with "ft." written out so that it ends none. */
function sentences(desc: string): string[] {
  return desc
    .replace(/\bft\./g, "feet")
    .split(/(?<=\.)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a save action's wording says more than its area, save, damage and condition (a rider left out). */
export function saveRider(desc: string): boolean {
  return sentences(desc).some((s) => !KNOWN.some((k) => k.test(s)));
}

export interface AppliedCondition {
  readonly condition: string;
  readonly duration: { rounds: number; of?: "holder" | "source"; at?: "turn-end" };
  readonly saveEnds?: { save: string; at: "turn-end" };
}

/** The condition a failed save gives, and for how long: a minute (ended by a save at each turn's end when the
 *  wording repeats it) or until the end of the holder's or the creature's next turn. */
export function conditionOf(desc: string, save: string): AppliedCondition | undefined {
  const all = sentences(desc);
  const m = all
    .map((s) =>
      new RegExp(
        ` or (?:be|become) ${CONDITION}( for 1 minute| until the end of (its|the [\\w -]+?'s) next turn)\\.$`,
      ).exec(s),
    )
    .find(Boolean);
  if (!m) return undefined;
  if (m[2] === " for 1 minute") {
    const repeats = all.some((s) => REPEAT.test(s));
    return repeats
      ? { condition: m[1], duration: { rounds: 10, at: "turn-end" }, saveEnds: { save, at: "turn-end" } }
      : { condition: m[1], duration: { rounds: 10, at: "turn-end" } };
  }
  const holder = m[3] === "its" || /^the (?:creature|target)'s$/.test(m[3]);
  return { condition: m[1], duration: { rounds: 1, of: holder ? "holder" : "source" } };
}
