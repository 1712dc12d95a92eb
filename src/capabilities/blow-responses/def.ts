// 1.241 as written: reactions to the holder's own hit (`reaction.by`, `reaction.at`), hit moments narrowed to a
// weapon's or a melee blow (`reaction.weapon`, `reaction.blow`), an entry whose amount joins the blow (`addsToBlow`),
// and the most higher-cost steps that count (`perCostStepsMax`); with the rules stated for them.
import type { FormatExtension } from "../../validate/extensions.js";
import { array, boolean, integer, oneOf, string } from "../../validate/schema.js";

declare module "../../ruleset/mechanics.js" {
  interface ReactionDef {
    /** 1.241: `"self"` answers the hit of its holder's own attack (Stunning Strike, Divine Smite). */
    readonly by?: "self";
    /** 1.241: `"target"`: it lands on the one the blow hit; 1.416: `"chosen"`, on a creature its holder chooses. */
    readonly at?: "target" | "chosen";
    /** 1.241: only a weapon's blow: an item's attack, or a creature's own single-target action. */
    readonly weapon?: boolean;
    /** 1.241: only a melee, or only a ranged, blow. */
    readonly blow?: "melee" | "ranged";
    /** 1.245: only hits by attacks of these names, matched case-insensitively (Quivering Palm: Unarmed Strike). */
    readonly names?: readonly string[];
  }
  interface Mechanics {
    /** 1.241: its amount joins the blow it answers, rolled when the blow lands and doubled by its critical. */
    readonly addsToBlow?: boolean;
    /** 1.241: the most levels paid above the cost's own that count (`perCostStep`, `targetsPerCostStep`). */
    readonly perCostStepsMax?: number;
  }
}

declare module "../../combat/types.js" {
  interface WindowFrame {
    /** 1.241: the window asks the attacker about its own hit. */
    self?: true;
  }
  interface ActFrame {
    /** 1.241: entries whose amount joins this act's blow on a target, with the levels they were paid at. */
    adds?: { by: string; use: string; target: string; steps: number }[];
  }
}

export const format: FormatExtension = {
  fields: {
    "entry.mechanics": {
      "reaction.by": { schema: oneOf("self") },
      "reaction.at": { schema: oneOf("target", "chosen") },
      "reaction.weapon": { schema: boolean },
      "reaction.blow": { schema: oneOf("melee", "ranged") },
      "reaction.names": { schema: array(string({ min: 1, max: 200 }), { min: 1, max: 50 }) },
      addsToBlow: { schema: boolean },
      perCostStepsMax: { schema: integer(0, 20) },
    },
  },
  rules: [
    {
      section: "1.245",
      places: ["entry.mechanics"],
      trigger: "reaction",
      says: `"names" narrows a "hit" reaction`,
      check(node, emit) {
        const r = node.reaction as Record<string, unknown> | undefined;
        if (r?.names !== undefined && r.on !== "hit")
          emit(
            ["reaction", "names"],
            "not-allowed",
            `"names" answers hits by named attacks: only with "on": "hit" (1.245)`,
          );
      },
    },
    {
      section: "1.241",
      places: ["entry.mechanics"],
      trigger: "reaction",
      says: `"by": "self" answers one's own hit`,
      check(node, emit) {
        const r = node.reaction as Record<string, unknown> | undefined;
        if (r?.by === "self" && r.on !== "hit")
          emit(["reaction", "by"], "not-allowed", `"by": "self" answers the holder's own hit: only with "on": "hit"`);
      },
    },
    {
      section: "1.241",
      places: ["entry.mechanics"],
      trigger: "addsToBlow",
      says: `"addsToBlow" joins a blow one's own hit answers`,
      check(node, emit) {
        const r = node.reaction as Record<string, unknown> | undefined;
        if (node.addsToBlow === true && !(r?.on === "hit" && r.by === "self"))
          emit(
            ["addsToBlow"],
            "not-allowed",
            `"addsToBlow" joins the blow of the holder's own hit: only on a reaction {"on": "hit", "by": "self"}`,
          );
      },
    },
    {
      section: "1.241",
      places: ["entry.mechanics"],
      trigger: "perCostStepsMax",
      says: `"perCostStepsMax" caps "perCostStep" or "targetsPerCostStep"`,
      check(node, emit) {
        if (node.perCostStep === undefined && node.targetsPerCostStep === undefined)
          emit(
            ["perCostStepsMax"],
            "not-allowed",
            `"perCostStepsMax" counts the steps of "perCostStep" or "targetsPerCostStep": the entry has neither`,
          );
      },
    },
  ],
};
