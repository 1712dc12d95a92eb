// Entries that change other entries (1.302, 1.306; 1.414 by catalog). The changes are built into the amended entry's uses
// (amendments.ts: damage added, range, the no-push twin; conjured.ts: a conjured weapon's
// extra damage and strikes); what is left to do during the fight is the push of each hit.

import { pushAway } from "../../combat/capabilities/push.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { combatant } from "../../combat/context.js";
import type { RulesetDoc } from "../../ruleset/ruleset.js";
import type { SheetData } from "../../ruleset/sheet-data.js";
import { amendmentsFor, amendUse, type HeldAmend } from "./amendments.js";

// A sheet's amendments of each entry, gathered once a fight: the sheet never changes during it.
const gathered = new WeakMap<SheetData, { ruleset: RulesetDoc; by: Map<string, HeldAmend[]> }>();
function amendmentsOfEntry(ruleset: RulesetDoc, sheet: SheetData, ref: string): HeldAmend[] {
  let g = gathered.get(sheet);
  if (!g || g.ruleset !== ruleset) {
    g = { ruleset, by: new Map() };
    gathered.set(sheet, g);
  }
  let found = g.by.get(ref);
  if (!found) {
    found = amendmentsFor(ruleset, sheet, ref);
    g.by.set(ref, found);
  }
  return found;
}

export const amends: CapabilityModule = {
  id: "amends",
  keys: [
    "amends",
    "amends[].entry",
    "amends[].catalogs",
    "amends[].where",
    "amends[].damageAdd",
    "amends[].range",
    "amends[].push",
    "amends[].pushOptional",
    "amends[].damagePlus",
    "amends[].strikes",
  ],
  entryUses(ruleset, sheet, use, entry) {
    // An entry that amends others is held, not used (1.302: Agonizing Blast has no action of its own).
    if (entry.mechanics?.amends) return [];
    // A conjuring entry builds its amendments into each weapon it conjures (the conjure package).
    if ("conjures" in use.m) return undefined;
    return amendUse(ruleset, sheet, use, amendmentsOfEntry(ruleset, sheet, use.id));
  },
  onHit(ctx, act, use, target, result) {
    // Every hit pushes the one it hit, beam by beam (1.305); someone felled stays where they fell.
    if (!result.lands || !use.push || target.status !== "standing") return;
    pushAway(ctx, combatant(ctx, act.actor), target, use.push);
  },
};
