// Curing only one of several cures (1.204): an entry with `cureOneOf` stands, in a fight, for one use per cure
// (extension point "extra uses"), each a mode of the entry labelled by what it cures (a condition or kind, a track,
// the health pool) and carrying that one cure alone, so that the cures, tracks and unsealing read it unchanged.
import type { CapabilityModule } from "../../combat/capability.js";
import type { UseDef } from "../../combat/use-def.js";
import type { RulesetDoc } from "../../ruleset/index.js";
import type { Mechanics } from "../../ruleset/mechanics.js";

/** One cure of a `cureOneOf` entry: its key, its label, and the mechanics that carry it out alone. */
export interface CureMode {
  readonly key: string;
  readonly label: string;
  readonly m: Partial<Mechanics>;
}

function labelOf(id: string, list: readonly { id: string; label?: string }[] | undefined) {
  return list?.find((d) => d.id === id)?.label ?? id;
}

/** The cures of `m`, in the reference's order: the conditions `ends` names, the track moves, then unsealing. */
export function cureModes(ruleset: RulesetDoc, m: Partial<Mechanics>): CureMode[] {
  const { ends, tracks, unseals, cureOneOf: _one, ...rest } = m;
  const out: CureMode[] = [];
  for (const c of ends?.conditions ?? [])
    out.push({
      key: c,
      label: labelOf(c, ruleset.combat?.conditions),
      m: { ...rest, ends: { ...ends!, conditions: [c] } },
    });
  for (const t of tracks ?? [])
    out.push({
      key: `track:${t.track}`,
      label: labelOf(t.track, ruleset.sheet.live?.tracks),
      m: { ...rest, tracks: [t] },
    });
  if (unseals) {
    const pool = ruleset.combat?.health.pool;
    out.push({
      key: "unseals",
      label: labelOf(pool ?? "", ruleset.sheet.live?.pools),
      m: { ...rest, unseals },
    });
  }
  return out;
}

export const cureOneOf: CapabilityModule = {
  id: "cure-one-of",
  keys: ["cureOneOf"],
  entryUses(ruleset, _sheet, use, entry) {
    if (!entry.mechanics?.cureOneOf) return undefined;
    return cureModes(ruleset, use.m).map(
      (mode): UseDef => ({ ...use, id: `${use.id}#${mode.key}`, name: `${use.name}: ${mode.label}`, m: mode.m }),
    );
  },
};
