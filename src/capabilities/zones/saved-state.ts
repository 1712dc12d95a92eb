// The zones package's slot of a saved fight, checked before `resume` takes it: the lasting zones, with the keys the
// packages built on zones add to each (the zones package's own extension point "zone state").
import { capabilitiesOf } from "../../combat/registry.js";
import {
  cell,
  combatantRef,
  int,
  keys,
  list,
  num,
  obj,
  oneOf,
  refuse,
  type SlotCheck,
  type StateScope,
  type StateSlots,
  str,
  strings,
} from "../../combat/state-shape.js";

declare module "../../combat/capability.js" {
  interface CapabilityModule {
    /** The zones package's extension point "zone state": the keys a module adds to a lasting zone of the state, each
     * with its check (given the zone's value, its path and the scope); a saved zone is taken back only with keys its
     * composition declares. */
    readonly zoneSlots?: Readonly<Record<string, SlotCheck>>;
  }
}

/** The keys of a lasting zone the zones package itself keeps. */
const OWN = [
  "by",
  "use",
  "name",
  "anchor",
  "origin",
  "at",
  "layout",
  "left",
  "castIn",
  "members",
  "caughtIn",
  "caught",
  "steps",
  "level",
  "dealt",
];

/** Every zone key the composition declares, with the checks of the keys other modules add. */
const slotsOf = new WeakMap<object, { known: Set<string>; checks: [string, SlotCheck][] }>();
function zoneSlots(scope: StateScope) {
  const caps = capabilitiesOf(scope.ruleset);
  let slots = slotsOf.get(caps);
  if (!slots) {
    const checks: [string, SlotCheck][] = [];
    for (const m of caps.modules) for (const entry of Object.entries(m.zoneSlots ?? {})) checks.push(entry);
    slots = { known: new Set([...OWN, ...checks.map(([k]) => k)]), checks };
    slotsOf.set(caps, slots);
  }
  return slots;
}

export const state: StateSlots = {
  fight: {
    zones(value, at, scope) {
      const { ids, board } = scope;
      const slots = zoneSlots(scope);
      list(value, at, 256).forEach((item, i) => {
        const where = [...at, i];
        const z = obj(item, where);
        keys(z, where, slots.known);
        combatantRef(z.by, [...where, "by"], ids);
        str(z.use, [...where, "use"]);
        str(z.name, [...where, "name"]);
        oneOf(z.anchor, [...where, "anchor"], ["point", "caster"]);
        if (z.origin !== undefined) cell(z.origin, [...where, "origin"], board, false);
        if (z.at !== undefined) cell(z.at, [...where, "at"], board, false);
        if (z.layout !== undefined) {
          const l = obj(z.layout, [...where, "layout"]);
          if (l.toward !== undefined) cell(l.toward, [...where, "layout", "toward"], board, false);
          if (l.ring !== undefined) num(l.ring, [...where, "layout", "ring"], 0, 100_000);
          // 1.182: a carried line's or cone's facing, a whole-cell direction.
          if (l.facing !== undefined) {
            const f = list(l.facing, [...where, "layout", "facing"], 2);
            for (const [k, d] of f.entries()) int(d, [...where, "layout", "facing", k], -1024, 1024);
            if (f.length !== 2 || (f[0] === 0 && f[1] === 0))
              refuse([...where, "layout", "facing"], "out-of-range", "expected a step in some direction");
          }
          // 1.178: the other copies of an area put down several times, each a step from `at`.
          if (l.copies !== undefined)
            list(l.copies, [...where, "layout", "copies"], 9).forEach((step, k) => {
              const p = [...where, "layout", "copies", k];
              const d = list(step, p, 2);
              if (d.length !== 2) refuse(p, "out-of-range", "expected a step [dx, dy]");
              for (const [j, n] of d.entries()) int(n, [...p, j], -2048, 2048);
            });
        }
        int(z.left, [...where, "left"], 0, 10_000);
        str(z.castIn, [...where, "castIn"]);
        strings(z.members, [...where, "members"], 64, (m, p) => combatantRef(m, p, ids));
        str(z.caughtIn, [...where, "caughtIn"]);
        strings(z.caught, [...where, "caught"], 64, (m, p) => combatantRef(m, p, ids));
        int(z.steps, [...where, "steps"], 0, 100);
        if (z.level !== undefined) int(z.level, [...where, "level"], 0, 100);
        // 1.174 `damageCap`: what it has dealt so far.
        if (z.dealt !== undefined) int(z.dealt, [...where, "dealt"], 0, 1_000_000_000);
        for (const [key, check] of slots.checks) if (z[key] !== undefined) check(z[key], [...where, key], scope);
      });
    },
  },
};

/** A list of board cells as board indices (a wall's closed cells, its side's cells, a section's): each on the board. */
export function boardCells(value: unknown, at: readonly (string | number)[], scope: StateScope): number[] {
  const { board } = scope;
  if (!board) refuse(at, "bad-cell", "board cells need a board");
  const size = board!.width * board!.height;
  const items = list(value, at, size);
  items.forEach((n, i) => {
    int(n, [...at, i], 0, size - 1);
  });
  return items as number[];
}
