// The forms a shapeshift offers (1.392): a use with `forms` stands, in a fight, for one use per form (a mode of
// its own, `<use>#form-<catalog>-<entry>`, "Wild Shape: Brown Bear"), each carrying the form it turns someone into.
// `upTo.at` and `without` drop forms by the user's sheet when the uses are built; `upTo.targetLevel` narrows whom
// each can be aimed at, so a choice naming someone below the form is refused.
import type { Ctx } from "../../combat/context.js";
import { findEntry } from "../../combat/entries.js";
import { readValue, sheetSource } from "../../combat/source.js";
import { ownCreatureOf } from "../../combat/stats.js";
import type { Combatant, CombatState } from "../../combat/types.js";
import type { UseDef } from "../../combat/use-def.js";
import type { CreatureDef } from "../../ruleset/catalog.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import type { FormsDef } from "./def.js";

declare module "../../combat/use-def.js" {
  interface UseDef {
    /** 1.392: the mode of a shapeshift: the creature (`<catalog>/<entry>`) it turns its target into. */
    readonly form?: string;
  }
}

/** The mode id of a form: `form-<catalogId>-<entryId>`. */
export const formMode = (form: string): string => `form-${form.replace("/", "-")}`;

export const creatureAt = (ruleset: RulesetDoc, ref: string): CreatureDef | undefined =>
  findEntry(ruleset, ref) as CreatureDef | undefined;

/** A form's number under a catalog filter (`cr`); none when it has no number there. */
export function filterNumber(creature: CreatureDef, filter: string): number | undefined {
  const v = creature.filters?.[filter];
  return typeof v === "number" ? v : undefined;
}

/** Whether `form` is on offer to a user with this sheet (none: a creature, which reads no sheet). */
function offered(ruleset: RulesetDoc, forms: FormsDef, creature: CreatureDef, sheet: SheetData | undefined) {
  const src = sheet ? sheetSource(ruleset, sheet) : undefined;
  const limit = forms.upTo;
  if (limit?.at !== undefined && src) {
    const n = filterNumber(creature, limit.filter);
    if (n !== undefined && n > readValue(src, limit.at)) return false;
  }
  for (const w of forms.without ?? []) {
    if (!((creature.speed as Record<string, number | undefined>)[w.speed] ?? 0)) continue;
    if (w.unless === undefined || !src || readValue(src, w.unless) <= 0) return false;
  }
  return true;
}

/** The uses `use` stands for: one per form on offer, in the order `into` names them. */
export function formUses(ruleset: RulesetDoc, state: CombatState, who: Combatant, use: UseDef): UseDef[] {
  const forms = use.m.forms!;
  const sheet = who.creature ? undefined : state.sheets[who.id];
  const out: UseDef[] = [];
  for (const ref of forms.into ?? []) {
    const creature = creatureAt(ruleset, ref);
    if (!creature || !offered(ruleset, forms, creature, sheet)) continue;
    out.push({ ...use, id: `${use.id}#${formMode(ref)}`, name: `${use.name}: ${creature.name}`, form: ref });
  }
  return out;
}

/** 1.392 `upTo.targetLevel`: the number `t` is measured by, read from its sheet, or its stat block's own number under
 * the filter. */
function targetLevel(ctx: Ctx, t: Combatant, forms: FormsDef): number | undefined {
  const limit = forms.upTo!;
  const sheet = t.creature ? undefined : ctx.state.sheets[t.id];
  if (sheet) return readValue(sheetSource(ctx.ruleset, sheet), limit.targetLevel!);
  const own = ownCreatureOf(ctx.ruleset, t);
  return own ? filterNumber(own, limit.filter) : undefined;
}

/** Those of `candidates` the form of `use` can be laid on: none below it under `upTo.targetLevel`. */
export function narrowToLevel(ctx: Ctx, use: UseDef, candidates: readonly string[]): readonly string[] {
  const forms = use.m.forms;
  if (!use.form || forms?.upTo?.targetLevel === undefined) return candidates;
  const creature = creatureAt(ctx.ruleset, use.form);
  const needed = creature ? filterNumber(creature, forms.upTo.filter) : undefined;
  if (needed === undefined) return candidates;
  return candidates.filter((id) => {
    const level = targetLevel(ctx, ctx.state.combatants[id]!, forms);
    return level !== undefined && level >= needed;
  });
}

/** A use's own catalog entry or action, as `keeps` may name it: `<catalog>/<entry>`, its entry id, or its action id. */
export function keptBy(use: UseDef, keeps: readonly string[]): boolean {
  const ref = use.id.split("#")[0]!;
  const entry = ref.slice(ref.indexOf("/") + 1);
  const action = use.origin === "creature" ? ref.slice("action:".length) : undefined;
  return keeps.some((k) => k === ref || k === entry || k === action);
}
