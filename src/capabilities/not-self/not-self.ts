// 1.256: `notSelf` keeps an entry aimed at an ally or any creature from landing on its own user: its user is never
// among the targets offered, and an area that catches its user passes over them.
import type { CapabilityModule } from "../../combat/capability.js";
import "./def.js";

export const notSelf: CapabilityModule = {
  id: "not-self",
  keys: ["notSelf"],
  narrow(_ctx, who, use, candidates) {
    return use.m.notSelf ? candidates.filter((c) => c !== who.id) : candidates;
  },
  decide(_ctx, act, use, target) {
    return use.m.notSelf && target.id === act.actor ? { lands: false } : undefined;
  },
};
