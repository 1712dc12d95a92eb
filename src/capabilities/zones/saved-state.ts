// The zones package's slot of a saved fight, checked before `resume` takes it: the lasting zones.
import {
  cell,
  combatantRef,
  int,
  list,
  num,
  obj,
  oneOf,
  refuse,
  type StateSlots,
  str,
  strings,
} from "../../combat/state-shape.js";

export const state: StateSlots = {
  fight: {
    zones(value, at, { ids, board }) {
      list(value, at, 256).forEach((item, i) => {
        const where = [...at, i];
        const z = obj(item, where);
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
      });
    },
  },
};
