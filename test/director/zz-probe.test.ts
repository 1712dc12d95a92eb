import { it } from "vitest";
import { choose, options } from "../../src/combat/index.js";
import { startCombat } from "../../src/combat/setup.js";
import { plainCandidate, useCandidates } from "../../src/director/candidates.js";
import { encounterSetup } from "../../src/director/encounter.js";
import { direct } from "../../src/director/index.js";
import { makeScene } from "../../src/director/scene.js";
import { scoreTurn } from "../../src/director/scorer.js";
import { srd5e, srd5eEncounter, srd5eParty } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";

it("probe", async () => {
  await withGeometry();
  const enc = process.env.ENC ?? "troll-fen";
  const setup = encounterSetup(srd5e, enc, srd5eParty(srd5eEncounter(enc)!));
  let s = startCombat(srd5e, { ...setup, seed: Number(process.env.SEED ?? 1) }).state;
  const watch = (process.env.WHO ?? "Cleric").split(",");
  for (let n = 0; n < Number(process.env.N ?? 60) && !s.outcome; n++) {
    const menu = options(srd5e, s);
    const who = menu[0]!.who;
    if (!menu[0]!.moment && watch.some((w) => who.includes(w))) {
      const scene = makeScene(srd5e, s, menu);
      const cands = [];
      for (const o of menu) {
        if (o.kind === "use") cands.push(...useCandidates(scene, o));
        else if (o.kind !== "move") cands.push(plainCandidate(o));
      }
      const scored = scoreTurn(scene, cands).sort((a, b) => b.score - a.score);
      const best = new Map<string, number>();
      for (const x of scored) if (!best.has(x.cand.option.id)) best.set(x.cand.option.id, x.score);
      console.log(
        `r${s.round} ${who} hp ${s.combatants[who]!.hp}/${s.combatants[who]!.maxHp} act ${s.combatants[who]!.budgets.action}: ${[
          ...best,
        ]
          .filter(([k], i) => i < 4 || /bless|faith|guardians|surge/.test(k))
          .map(([k, v]) => `${k.replace("use:", "")} ${v.toFixed(1)}`)
          .join(" | ")}`,
      );
    }
    const c = direct(srd5e, s);
    if (!menu[0]!.moment && watch.some((w) => who.includes(w)))
      console.log("   ->", c.option, c.targets ?? "", c.at ?? "");
    const r = choose(srd5e, s, c);
    if ("rejected" in r) throw new Error(r.rejected.message);
    s = r.state;
  }
});
