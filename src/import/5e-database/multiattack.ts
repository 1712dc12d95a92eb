// A Multiattack: its structured list of actions becomes a `sequence` of the creature's own actions; a choice
// between lists ("two scimitars and a dagger, or two thrown daggers") becomes one Multiattack per list.
import type { CreatureAction } from "./actions.js";
import type { Gaps } from "./gaps.js";
import { bareName, slug } from "./numbers.js";
import type { SourceAction, SourceMultiStep } from "./source.js";

/** The id of the creature action a step names: by name, singular or plural, melee or thrown. */
function resolve(step: SourceMultiStep, actions: readonly CreatureAction[]): string | undefined {
  const name = (step.action_name ?? "").toLowerCase();
  const candidates = actions.filter((a) => !a.sequence && !a.signature);
  const named = (n: string) =>
    candidates.filter((a) => {
      const own = String(a.name)
        .toLowerCase()
        .replace(/ \(ranged\)$/, "");
      return own === n || `${own}s` === n || own === `${n}s` || slug(own) === slug(n);
    });
  const found = named(name).length ? named(name) : named(name.replace(/ attack$/, ""));
  if (!found.length) return undefined;
  const ranged = found.find((a) => a.range !== undefined && !a.melee);
  const melee = found.find((a) => a.melee);
  return String((step.type === "ranged" ? (ranged ?? melee) : (melee ?? ranged))?.id ?? found[0].id);
}

function sequenceOf(
  steps: readonly SourceMultiStep[],
  actions: readonly CreatureAction[],
  known: ReadonlySet<string>,
  what: string,
  gaps: Gaps,
): unknown[] | undefined {
  const sequence: unknown[] = [];
  for (const step of steps) {
    const id = resolve(step, actions);
    const count = Number(step.count ?? 1);
    // A step naming an action the import left out (Frightful Presence): that action's own gap says so.
    if (!id && known.has((step.action_name ?? "").toLowerCase())) continue;
    if (!id) {
      gaps.add(`${what}: its ${step.action_name ?? "step"} is not expressed`, "prose");
      return undefined;
    }
    if (!Number.isInteger(count) || count < 1) {
      gaps.add(`${what}: a count written in words`, "prose");
      return undefined;
    }
    sequence.push(count === 1 ? id : { action: id, count });
  }
  return sequence.length ? sequence : undefined;
}

/** The creature's Multiattack actions, built once its other actions are translated. */
export function translateMultiattack(
  a: SourceAction,
  actions: readonly CreatureAction[],
  sourceNames: readonly string[],
  gaps: Gaps,
): CreatureAction[] {
  const known = new Set(sourceNames.map((n) => bareName(n).toLowerCase()));
  const what = `action ${a.name}`;
  // A later attack only if an earlier one hits: a sequence would make it always, stronger than printed.
  if (/If that attack hits/.test(a.desc ?? "")) {
    gaps.add(`${what}: an attack made only if the one before hits`, "none");
    return [];
  }
  if (/If both attacks hit/.test(a.desc ?? "")) gaps.add(`${what}: what hitting with both attacks does`, "1.405");
  const lists: (readonly SourceMultiStep[])[] = [];
  if (a.actions?.length) lists.push(a.actions);
  for (const option of a.action_options?.from?.options ?? [])
    lists.push(option.option_type === "multiple" ? (option.items ?? []) : [option]);
  if (!lists.length) {
    gaps.add(`${what}: written only in words`, "prose");
    return [];
  }
  const out: CreatureAction[] = [];
  lists.forEach((steps, i) => {
    const sequence = sequenceOf(steps, actions, known, what, gaps);
    if (!sequence) return;
    const suffix = lists.length > 1 ? ` (${i + 1})` : "";
    out.push({
      id: `${slug(bareName(a.name))}${lists.length > 1 ? `-${i + 1}` : ""}`,
      name: `${bareName(a.name)}${suffix}`,
      budget: "action",
      sequence,
    });
  });
  return out;
}
