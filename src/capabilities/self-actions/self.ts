// 1.197: a creature action with `self: true` acts on the creature itself, on its own turn as in a reaction, so what
// it applies lands on its user. The action is offered aimed at its user alone, as an entry whose range is "self".
import type { CapabilityModule } from "../../combat/capability.js";
import type { UseDef } from "../../combat/use-def.js";
import "./def.js";

// A creature's uses are built once per stat block; the same list gives the same answer (no new objects per menu).
const made = new WeakMap<readonly UseDef[], readonly UseDef[]>();

const selfAction = (use: UseDef): boolean =>
  use.origin === "creature" && (use.m as { readonly self?: boolean }).self === true;

export const selfActions: CapabilityModule = {
  id: "self-actions",
  keys: ["self"],
  moreUses(_ruleset, _state, who, uses) {
    if (!who.creature || !uses.some(selfAction)) return uses;
    let out = made.get(uses);
    if (!out) {
      out = uses.map((u) =>
        selfAction(u) ? { ...u, m: { ...u.m, targets: "self" as const, range: "self" as const }, range: undefined } : u,
      );
      made.set(uses, out);
    }
    return out;
  },
};
