// Legendary actions become signature actions bought between turns (1.284) for their cost in points: an
// attack of their own, one of the creature's actions used again, a move (1.283), a Search (Detect, 1.287),
// a spell (Cast a Spell, a cantrip) or the dragons' Wing Attack (a burst around it, 1.282, then a flight, 1.285).
import { type CreatureAction, translateAction } from "./actions.js";
import { Gaps } from "./gaps.js";
import { bareName, legendaryCost, parseDice, slug } from "./numbers.js";
import type { SourceAction } from "./source.js";
import { areaOf, halfOnSuccess } from "./wording.js";

/** The creature action a legendary action uses again, when that is all it says: "The dragon makes a tail attack." */
function reused(desc: string, actions: readonly CreatureAction[]): CreatureAction | undefined {
  if (/\bor\b/.test(desc)) return undefined;
  const m = /^The [\w-]+(?: [\w-]+)? (?:makes (?:a|one) ([\w' -]+?) attack|uses its ([\w' -]+?))\.$/.exec(desc.trim());
  const name = (m?.[1] ?? m?.[2] ?? "").toLowerCase();
  if (!name) return undefined;
  const own = actions.filter((a) => !a.sequence && !a.signature);
  const named = (n: string) =>
    own.find((a) => String(a.name).toLowerCase() === n || `${String(a.name).toLowerCase()}s` === n);
  return named(name) ?? named(name.replace(/ strike$/, ""));
}

/** The attacks of "The tarrasque makes one claw attack or tail attack.", when each is one of its actions. */
function alternatives(desc: string, actions: readonly CreatureAction[]): CreatureAction[] | undefined {
  const m =
    /^The [\w-]+(?: [\w-]+)? makes one ([\w' -]+?) attack or ([\w' -]+?) attack\.$/.exec(desc.trim()) ??
    /^The [\w-]+(?: [\w-]+)? makes one attack with its ([\w' -]+?) or uses its ([\w' -]+?)\.$/.exec(desc.trim());
  if (!m) return undefined;
  const found = [m[1], m[2]].map((n) => reused(`The creature uses its ${n}.`, actions));
  return found.every(Boolean) ? (found as CreatureAction[]) : undefined;
}

function wingAttack(a: SourceAction, base: CreatureAction): CreatureAction | undefined {
  const desc = a.desc ?? "";
  const area = areaOf(desc);
  const dc = a.dc;
  const damage = a.damage?.[0];
  const fly = /fly up to half its flying speed/.test(desc);
  if (!area || !("around" in area) || !dc?.dc_value || !damage?.damage_dice || !fly || !/knocked prone/.test(desc))
    return undefined;
  const dice = parseDice(damage.damage_dice);
  if (!dice || !damage.damage_type?.index) return undefined;
  return {
    ...base,
    area,
    save: {
      save: `${dc.dc_type?.index}_save`,
      // On a creature's action `"none"` keeps the damage (1.184): a save that spares everything names nothing.
      ...(halfOnSuccess(desc) ? { onSuccess: "half" as const } : {}),
      difficulty: dc.dc_value,
    },
    damage: { ...dice, type: damage.damage_type.index },
    applies: [{ condition: "prone" }],
    move: { share: 0.5, speed: "fly" },
  };
}

/** Translates the legendary actions, given the creature's own translated actions. */
export function translateLegendary(
  legendary: readonly SourceAction[],
  actions: readonly CreatureAction[],
  hasSpells: boolean,
  gaps: Gaps,
): CreatureAction[] {
  const out: CreatureAction[] = [];
  const taken = new Set(actions.map((a) => String(a.id)));
  for (const a of legendary) {
    const name = bareName(a.name);
    const desc = a.desc ?? "";
    let id = slug(name);
    if (taken.has(id)) id = `legendary-${id}`;
    taken.add(id);
    const base = { id, name, budget: "action", signature: { cost: legendaryCost(a.name) } };
    const what = `legendary action ${name}`;
    if (a.attack_bonus !== undefined || a.dc) {
      if (name === "Wing Attack") {
        const wing = wingAttack(a, base);
        if (wing) out.push(wing);
        else gaps.add(what, "prose");
        continue;
      }
      const own = new Gaps();
      const made = translateAction({ ...a, name }, own, id)[0];
      for (const g of own.list) gaps.add(g.part.replace(/^action/, "legendary action"), g.section);
      if (made) out.push({ ...base, ...stripIds(made) });
      continue;
    }
    if (/^Detect$/.test(name) && /Wisdom \(Perception\) check/.test(desc)) out.push({ ...base, search: true });
    else if (/^The [\w -]+? moves up to (?:half )?its speed(?: without provoking opportunity attacks)?\.$/.test(desc)) {
      const share = /up to half its speed/.test(desc) ? 0.5 : 1;
      out.push({ ...base, move: { share, ...(/without provoking/.test(desc) ? { noOpportunity: true } : {}) } });
    } else if (/casts? a cantrip/.test(desc) && hasSpells) out.push({ ...base, casting: { cantripsOnly: true } });
    else if (/^Cast a Spell$/.test(name) && hasSpells) out.push({ ...base, casting: {} });
    else if (alternatives(desc, actions)) {
      // "makes one claw attack or tail attack": one signature action per attack, at the same cost.
      for (const used of alternatives(desc, actions) ?? []) {
        const { id: own, name: ownName, ...rest } = used;
        out.push({ ...rest, ...base, id: `${id}-${own}`, name: `${name} (${ownName})` });
      }
    } else {
      const used = reused(desc, actions);
      if (used) {
        const { id: _id, name: _name, ...rest } = used;
        out.push({ ...rest, ...base });
      } else gaps.add(what, "prose");
    }
  }
  return out;
}

function stripIds(a: CreatureAction): CreatureAction {
  const { id: _id, name: _name, budget: _budget, ...rest } = a;
  return rest;
}
