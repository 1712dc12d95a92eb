// 1.185 and 1.191 as written: `against` on a `{ to: "saves" }` modifier: `from` (what the one who did it is) and
// `actions` (which of its actions), and the shapes the validator checks for them.
import type { TargetTest } from "../../combat/target-test.js";
import type { FormatExtension } from "../../validate/extensions.js";

/** What a save modifier counts against; each key narrows the others. */
export interface SaveModifierAgainst {
  /** 1.185: a save against something a creature passing this test did (Dragon Scale Mail: `{ types: ["dragon"] }`). */
  readonly from?: TargetTest;
  /** 1.191: a save against one of these actions, by ID, name or shared recharge group, case-insensitively. */
  readonly actions?: readonly string[];
}

declare module "../../ruleset/combat.js" {
  interface ModifierDef {
    readonly against?: SaveModifierAgainst;
  }
}

const isStrings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === "string" && x.length > 0);

// `against` has no schema of its own: its sub-keys are the registry's (a later one, 1.265 `casts`, is refused there
// as unsupported), so the shapes of the two read here are stated rules.
export const format: FormatExtension = {
  rules: [
    {
      section: "1.191",
      places: ["modifier"],
      trigger: "against",
      says: `"against" is on a saves modifier; "actions" lists names and "from.types" creature types`,
      check(node, emit) {
        const against = node.against;
        if (node.to !== "saves") {
          emit(["against"], "not-allowed", `"against" narrows a {"to": "saves"} modifier only (1.185)`);
          return;
        }
        if (typeof against !== "object" || against === null || Array.isArray(against)) {
          emit(["against"], "wrong-type", `"against" is an object`);
          return;
        }
        const a = against as Record<string, unknown>;
        if (a.actions !== undefined && (!isStrings(a.actions) || (a.actions as unknown[]).length === 0))
          emit(
            ["against", "actions"],
            "wrong-type",
            `"against.actions" is a non-empty list of action ids or names (1.191)`,
          );
        const from = a.from as Record<string, unknown> | undefined;
        if (from !== undefined && (typeof from !== "object" || from === null || !isStrings(from.types)))
          emit(["against", "from"], "wrong-type", `"against.from" names creature "types", a list of strings (1.185)`);
      },
    },
  ],
};
