// Wearing, taking off, binding and unbinding items (1.313 `binds.needsWorn`): an item that needs others worn
// can be bound only while they are, and is unbound at once when any of them is taken off or unbound.
import type { RulesetDoc } from "../ruleset/index.js";
import { itemAt } from "./doc.js";
import type { DraftSheet } from "./draft.js";
import { reject } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { needsWornMet } from "./items.js";
import { toggleAction } from "./toggles.js";

function stackByName(doc: RulesetDoc, draft: DraftSheet, name: string): number {
  const lower = name.trim().toLowerCase();
  const index = (draft.inventory ?? []).findIndex((s) => {
    const def = itemAt(doc, s.item);
    return s.item === name.trim() || def?.name.toLowerCase() === lower;
  });
  if (index < 0) reject("not-on-sheet", `the sheet carries no item named ${JSON.stringify(name)}`, "command.name");
  return index;
}

/** Unbinds every bound item whose `needsWorn` groups are no longer all worn and bound, until none is left. */
export function settleBindings(doc: RulesetDoc, draft: DraftSheet): SheetEvent[] {
  const events: SheetEvent[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (const stack of draft.inventory ?? []) {
      const def = itemAt(doc, stack.item);
      if (!stack.bound || !def?.binds) continue;
      if (stack.worn && needsWornMet(doc, draft, def)) continue;
      stack.bound = false;
      changed = true;
      events.push({ type: "item-unbound", item: stack.item });
    }
  }
  return events;
}

export function setWorn(doc: RulesetDoc, draft: DraftSheet, name: string, worn: boolean): SheetEvent[] {
  const stack = draft.inventory![stackByName(doc, draft, name)];
  if ((stack.worn === true) === worn)
    reject("no-change", `${name} is already ${worn ? "worn" : "not worn"}`, "command.name");
  stack.worn = worn;
  return [{ type: "item-worn", item: stack.item, worn }, ...settleBindings(doc, draft)];
}

export function setBound(doc: RulesetDoc, draft: DraftSheet, name: string, bound: boolean): SheetEvent[] {
  const stack = draft.inventory![stackByName(doc, draft, name)];
  const def = itemAt(doc, stack.item)!;
  if (!def.binds) reject("no-binding", `${def.name} is not bound to its wearer`, "command.name");
  if ((stack.bound === true) === bound)
    reject("no-change", `${def.name} is already ${bound ? "bound" : "unbound"}`, "command.name");
  if (bound && !stack.worn) reject("cannot-bind", `${def.name} must be worn to be bound`, "command.name");
  if (bound && !needsWornMet(doc, draft, def)) {
    reject("cannot-bind", `${def.name} needs one item of each of its groups worn (and bound)`, "command.name");
  }
  stack.bound = bound;
  return [
    bound ? { type: "item-bound", item: stack.item } : { type: "item-unbound", item: stack.item },
    ...settleBindings(doc, draft),
  ];
}

/** Turns an item with a `toggle` on or off (a lantern, a hood); `on` flips it when not given. */
export function toggleItem(doc: RulesetDoc, draft: DraftSheet, name: string, on?: boolean): SheetEvent[] {
  const stack = draft.inventory![stackByName(doc, draft, name)];
  const def = itemAt(doc, stack.item)!;
  if (!def.toggle) reject("no-toggle", `${def.name} cannot be switched on or off`, "command.name");
  const to = on ?? !stack.on;
  if ((stack.on === true) === to) reject("no-change", `${def.name} is already ${to ? "on" : "off"}`, "command.name");
  stack.on = to;
  return [{ type: "item-toggled", item: stack.item, on: to, action: toggleAction(def, to) }];
}
