// The Game Master's `op="condition"`: a sheet takes on or loses a live condition (a sheet condition, or a
// combat one that outlasts fights, such as a disease). A sheet holds no more conditions than the ruleset's
// declared Capability API allows (the reference's `conditions` limit: 80, 160 from 1.188, 320, 640).
import { limitAt } from "../registry/limits.js";
import type { RulesetDoc } from "../ruleset/index.js";
import { heldConditions } from "./conditions.js";
import { cureCondition } from "./diseases.js";
import type { DraftSheet } from "./draft.js";
import { liveOf } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";

function conditionId(doc: RulesetDoc, name: string): string {
  const lower = name.trim().toLowerCase();
  const known = [...(doc.sheet.live?.conditions ?? []), ...(doc.combat?.conditions ?? [])];
  const def = known.find((c) => c.id.toLowerCase() === lower || c.label?.toLowerCase() === lower);
  return def?.id ?? reject("unknown-condition", `no condition named ${JSON.stringify(name)}`, "command.name");
}

/** The most conditions one sheet may hold at the ruleset's declared version. */
export function conditionLimit(doc: RulesetDoc): number {
  return limitAt("conditions", doc.capabilityApi) ?? Number.POSITIVE_INFINITY;
}

export function setCondition(doc: RulesetDoc, draft: DraftSheet, name: string, on: boolean): SheetEvent[] {
  const id = conditionId(doc, name);
  const held = heldConditions(draft);
  if (held.includes(id) === on) reject("no-change", `${id} is ${on ? "already" : "not"} held`, "command.name");
  if (!on) return cureCondition(doc, draft, id, "command");
  const limit = conditionLimit(doc);
  if (held.length + 1 > limit) {
    reject(
      "too-many",
      `a sheet holds at most ${limit} conditions at Capability API ${doc.capabilityApi}`,
      "sheet.live.conditions",
    );
  }
  liveOf(draft).conditions = [...held, id];
  return [{ type: "condition-added", condition: id }];
}
