// 1.314 — Resilient Sphere: "While the condition lasts, the holder is cut off from everyone else. No one else can
// aim anything at them, areas and bursts go around them, and nothing of anyone else's can harm them, heal them or
// apply conditions to them, zones and auras included. Nothing of their own reaches anyone else either; no one
// strikes them when they move, and they strike no one. Their own movement is zero, but with `rolls` they can spend
// that budget to move up to `share` of their speed. With `lifted`, someone standing next to them can spend that
// budget to lift them. The holder then moves with the carrier as the carrier walks, until the carrier puts them
// down (free) or the condition ends. […] `"targetsUpTo": "large"` […] can then target only creatures of that size
// or smaller." The SRD's Resilient Sphere cast on a goblin.
import { beforeAll, describe, expect, it } from "vitest";
import { type CombatState, formatEvent, namesFor, options, startCombat } from "../../src/combat/index.js";
import { usesOf } from "../../src/combat/uses.js";
import { directorPartOf, effectWorth } from "../../src/director/plugins.js";
import { makeScene } from "../../src/director/scene.js";
import type { RulesetDoc } from "../../src/ruleset/index.js";
import { srd5eCharacter } from "../../src/srd/index.js";
import { withGeometry } from "../combat/helpers.js";
import { acceptIn, endUntilIn, turnIn } from "../support/drive.js";
import {
  DISINTEGRATE,
  FIGHTER,
  GOBLIN,
  SORCERER,
  SPHERE,
  sealedGoblin,
  sphereFight,
  sphereRuleset,
  WIZARD,
  wizard,
} from "./fixtures/sphere.js";

let ruleset: RulesetDoc;

const sealed = (s: CombatState) => s.combatants[GOBLIN]!.conditions.some((c) => c.id === "resilient-sphere");
const candidatesOf = (s: CombatState, id: string) => options(ruleset, s).find((o) => o.id === id)?.targets?.candidates;

describe("1.314 Resilient Sphere", () => {
  beforeAll(async () => {
    await withGeometry();
    ruleset = sphereRuleset();
  });

  it("encloses a goblin that fails its save: no one else aims at it, and it aims at no one", () => {
    const r = sealedGoblin(ruleset);
    expect(r.state.combatants[WIZARD]!.concentration?.use).toBe(SPHERE);
    const fighter = turnIn(r.state, FIGHTER);
    const blows = options(ruleset, fighter).filter((o) => o.kind === "use");
    expect(blows.length).toBeGreaterThan(0);
    for (const o of blows) expect(o.targets?.candidates ?? []).not.toContain(GOBLIN);
    const goblin = turnIn(r.state, GOBLIN);
    for (const o of options(ruleset, goblin).filter((o) => o.kind === "use"))
      expect((o.targets?.candidates ?? []).filter((id) => id !== GOBLIN)).toEqual([]);
    // Before the sphere, the fighter's blows reach it.
    const before = turnIn(sphereFight(ruleset), FIGHTER);
    expect(options(ruleset, before).some((o) => o.kind === "use" && o.targets?.candidates.includes(GOBLIN))).toBe(true);
  });

  it("an area goes around it", () => {
    const r = sealedGoblin(ruleset);
    const s = turnIn(r.state, WIZARD, (st) => {
      st.combatants[WIZARD]!.at = [4, 2];
      st.combatants[FIGHTER]!.at = [0, 0];
    });
    const hp = s.combatants[GOBLIN]!.hp;
    const cone = options(ruleset, s).find((o) => o.id === "use:spells/burning-hands")!;
    // The aim nearest the goblin: the cone's cells cover it (the fighter, without the sphere, is caught there).
    const at = [...cone.cells!].sort((a, b) => Math.hypot(a[0] - 6, a[1] - 3) - Math.hypot(b[0] - 6, b[1] - 3))[0]!;
    const burn = acceptIn(ruleset, s, { option: cone.id, at, pay: "slot_1" });
    expect(burn.state.combatants[GOBLIN]!.hp).toBe(hp);
    expect(burn.events.some((e) => "who" in e && e.who === GOBLIN && e.t === "damage")).toBe(false);
    expect(sealed(burn.state)).toBe(true);
    // The same cone without the sphere reaches it.
    const open = turnIn(sphereFight(ruleset), WIZARD, (st) => {
      st.combatants[WIZARD]!.at = [4, 2];
      st.combatants[FIGHTER]!.at = [0, 0];
    });
    const hit = acceptIn(ruleset, open, { option: cone.id, at, pay: "slot_1" });
    expect(hit.events.some((e) => "who" in e && e.who === GOBLIN)).toBe(true);
  });

  it("its own movement is none; it spends its action to roll up to half its speed, provoking no one", () => {
    const r = sealedGoblin(ruleset);
    const s = turnIn(r.state, GOBLIN);
    const menu = options(ruleset, s);
    expect(menu.some((o) => o.kind === "move")).toBe(false);
    const roll = menu.find((o) => o.id === "sealed:roll")!;
    expect(roll).toMatchObject({ kind: "roll", budget: "action" });
    // A goblin's 30 feet, halved: three cells at most.
    for (const at of roll.cells!) expect(Math.max(Math.abs(at[0] - 6), Math.abs(at[1] - 3))).toBeLessThanOrEqual(3);
    expect(roll.cells!.some((at) => at[0] === 9)).toBe(true);
    // Rolling away from the fighter beside it opens no opportunity.
    const rolled = acceptIn(ruleset, s, { option: "sealed:roll", at: [9, 3] });
    expect(rolled.state.combatants[GOBLIN]!.at).toEqual([9, 3]);
    expect(rolled.state.combatants[GOBLIN]!.budgets["action"]).toBe(0);
    expect(rolled.state.stack.some((f) => f.kind === "window")).toBe(false);
    const line = formatEvent(rolled.events.find((e) => e.t === "seal-roll")!, namesFor(ruleset, rolled.state));
    expect(line).toBe(`${GOBLIN} rolls along, up to 15 ft`);
  });

  it("someone beside it lifts it with their action and carries it as they walk, then puts it down for free", () => {
    const r = sealedGoblin(ruleset);
    const s = turnIn(r.state, FIGHTER);
    const lift = options(ruleset, s).find((o) => o.id === `sealed:lift:${GOBLIN}`)!;
    expect(lift).toMatchObject({ kind: "standard", budget: "action" });
    const lifted = acceptIn(ruleset, s, { option: lift.id, targets: [GOBLIN] });
    expect(lifted.state.combatants[FIGHTER]!.budgets["action"]).toBe(0);
    expect(formatEvent(lifted.events.find((e) => e.t === "seal-carry")!, namesFor(ruleset, lifted.state))).toBe(
      `${FIGHTER} lifts ${GOBLIN} to carry`,
    );
    const walked = acceptIn(ruleset, lifted.state, { option: "move", at: [5, 0] });
    expect(walked.state.combatants[FIGHTER]!.at).toEqual([5, 0]);
    expect(walked.state.combatants[GOBLIN]!.at).toEqual([5, 1]);
    const down = options(ruleset, walked.state).find((o) => o.id === `sealed:down:${GOBLIN}`)!;
    expect(down.budget).toBeUndefined();
    const put = acceptIn(ruleset, walked.state, { option: down.id, targets: [GOBLIN] });
    const away = acceptIn(ruleset, put.state, { option: "move", at: [3, 0] });
    expect(away.state.combatants[GOBLIN]!.at).toEqual([5, 1]);
    // No one farther than beside it can lift it.
    const far = turnIn(r.state, FIGHTER, (st) => {
      st.combatants[FIGHTER]!.at = [2, 3];
    });
    expect(options(ruleset, far).some((o) => o.id === `sealed:lift:${GOBLIN}`)).toBe(false);
  });

  it("the carried goblin is dropped where it is when the sphere ends", () => {
    const r = sealedGoblin(ruleset);
    const lifted = acceptIn(ruleset, turnIn(r.state, FIGHTER), { option: `sealed:lift:${GOBLIN}`, targets: [GOBLIN] });
    const walked = acceptIn(ruleset, lifted.state, { option: "move", at: [5, 1] });
    // It follows into the last cell the fighter left: beside the fighter.
    const there = walked.state.combatants[GOBLIN]!.at!;
    expect(Math.max(Math.abs(there[0] - 5), Math.abs(there[1] - 1))).toBe(1);
    const broken = acceptIn(ruleset, turnIn(walked.state, SORCERER), {
      option: `use:${DISINTEGRATE}`,
      targets: [GOBLIN],
      pay: "slot_3",
    });
    expect(sealed(broken.state)).toBe(false);
    const dropped = broken.events.find((e) => e.t === "seal-carry")!;
    expect(formatEvent(dropped, namesFor(ruleset, broken.state))).toBe(`${FIGHTER} no longer carries ${GOBLIN}`);
    const on = acceptIn(ruleset, turnIn(broken.state, FIGHTER), { option: "move", at: [5, 0] });
    expect(on.state.combatants[GOBLIN]!.at).toEqual(there);
  });

  it("a zone cast over it does not catch it, at the cast or at its turn's start", () => {
    const r = sealedGoblin(ruleset);
    const s = turnIn(r.state, SORCERER, (st) => {
      st.combatants[FIGHTER]!.at = [0, 0];
    });
    const web = acceptIn(ruleset, s, { option: "use:spells/web", at: [6, 3], pay: "slot_2" });
    const aboutGoblin = (events: readonly { t: string }[]) =>
      events.filter((e) => "who" in e && (e as { who: string }).who === GOBLIN && e.t !== "move");
    expect(aboutGoblin(web.events)).toEqual([]);
    const later = endUntilIn(ruleset, web, GOBLIN);
    expect(later.events.some((e) => e.t === "zone" && "who" in e && e.who === GOBLIN)).toBe(false);
    expect(later.state.combatants[GOBLIN]!.conditions.map((c) => c.id)).toEqual(["resilient-sphere"]);
    // Without the sphere the same web catches it.
    const open = turnIn(sphereFight(ruleset), SORCERER, (st) => {
      st.combatants[FIGHTER]!.at = [0, 0];
    });
    const caught = acceptIn(ruleset, open, { option: "use:spells/web", at: [6, 3], pay: "slot_2" });
    const next = endUntilIn(ruleset, caught, GOBLIN);
    expect([...caught.events, ...next.events].some((e) => "who" in e && e.who === GOBLIN)).toBe(true);
  });

  it("without a board, no one else aims at it either, and there is nothing to roll or lift", () => {
    let r: { state: CombatState } | undefined;
    for (let seed = 1; seed < 50 && !r; seed++) {
      const start = startCombat(ruleset, {
        seed,
        party: [wizard, srd5eCharacter("fighter-5")],
        enemies: ["creatures/goblin"],
      });
      const cast = acceptIn(ruleset, turnIn(start.state, WIZARD), {
        option: `use:${SPHERE}`,
        targets: [GOBLIN],
        pay: "slot_3",
      });
      if (sealed(cast.state)) r = cast;
    }
    const f = options(ruleset, turnIn(r!.state, FIGHTER));
    for (const o of f.filter((o) => o.kind === "use")) expect(o.targets?.candidates ?? []).not.toContain(GOBLIN);
    expect(f.some((o) => o.id.startsWith("sealed:"))).toBe(false);
    const g = options(ruleset, turnIn(r!.state, GOBLIN));
    expect(g.some((o) => o.id.startsWith("sealed:"))).toBe(false);
    for (const o of g.filter((o) => o.kind === "use"))
      expect((o.targets?.candidates ?? []).filter((id) => id !== GOBLIN)).toEqual([]);
  });

  it("targets only creatures Large or smaller", () => {
    const s = sphereFight(ruleset, ["creatures/ogre", "creatures/hill-giant"]);
    const c = candidatesOf(s, `use:${SPHERE}`) ?? [];
    expect(c).toContain("Ogre 1");
    expect(c).not.toContain("Hill Giant 1");
  });

  it("the director weighs the sphere, lifting and putting down", () => {
    const s = sphereFight(ruleset);
    const menu = options(ruleset, s);
    const option = menu.find((o) => o.id === `use:${SPHERE}`)!;
    const use = usesOf(ruleset, s, s.combatants[WIZARD]!).find((u) => u.id === SPHERE)!;
    const worth = effectWorth(makeScene(ruleset, s, menu), {
      choice: { option: option.id, targets: [GOBLIN] },
      option,
      use,
      targets: [s.combatants[GOBLIN]!],
      steps: 0,
    });
    expect(worth).not.toBe(0);

    const r = sealedGoblin(ruleset);
    const f = turnIn(r.state, FIGHTER);
    const fmenu = options(ruleset, f);
    const lift = fmenu.find((o) => o.id === `sealed:lift:${GOBLIN}`)!;
    const part = directorPartOf(ruleset, lift)!;
    const scene = makeScene(ruleset, f, fmenu);
    const [cand] = part.candidates!(scene, lift)!;
    expect(part.value!(scene, cand!, 0)).toBeGreaterThan(0);
    const lifted = acceptIn(ruleset, f, { option: lift.id, targets: [GOBLIN] });
    const dmenu = options(ruleset, lifted.state);
    const down = dmenu.find((o) => o.id === `sealed:down:${GOBLIN}`)!;
    const dscene = makeScene(ruleset, lifted.state, dmenu);
    const [dcand] = part.candidates!(dscene, down)!;
    expect(part.value!(dscene, dcand!, 0)).toBeLessThan(0);

    const g = turnIn(r.state, GOBLIN);
    const gmenu = options(ruleset, g);
    const roll = gmenu.find((o) => o.id === "sealed:roll")!;
    const gscene = makeScene(ruleset, g, gmenu);
    const values = part.candidates!(gscene, roll)!.map((c) => part.value!(gscene, c, 0)!);
    expect(values.some((v) => v !== 0)).toBe(true);
  });
});
