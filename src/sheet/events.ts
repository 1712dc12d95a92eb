// Typed log entries of sheet operations. Rolls carry every die so a log can be replayed and explained.
import type { DiceRoll, RollMode } from "../dice/index.js";

export type SheetEvent =
  | {
      readonly type: "check";
      readonly check: string;
      readonly kind: "ability" | "skill" | "save";
      readonly mode: RollMode;
      /** Every d20 as first rolled. */
      readonly rolls: readonly number[];
      /** 1.408: dice rerolled for showing a face: index into `rolls`, old and new value. */
      readonly rerolled: readonly { readonly index: number; readonly from: number; readonly to: number }[];
      /** The die kept, after rerolls and 1.418's face floor. */
      readonly die: number;
      readonly modifier: number;
      readonly total: number;
      /** 1.418: the total floor that raised it, when one did. */
      readonly floored?: number;
      readonly difficulty?: number;
      readonly success?: boolean;
    }
  | { readonly type: "roll"; readonly what: string; readonly roll: DiceRoll }
  | {
      readonly type: "pool";
      readonly pool: string;
      readonly from: number;
      readonly to: number;
      readonly reason: string;
    }
  | { readonly type: "temporary"; readonly pool: string; readonly from: number; readonly to: number }
  | { readonly type: "heal"; readonly pool: string; readonly amount: number; readonly magical: boolean }
  | { readonly type: "cannot-heal"; readonly pool: string; readonly reason: string }
  | { readonly type: "over-max-dropped"; readonly pool: string; readonly amount: number }
  /** 1.304: the rest an entry's `oncePerTarget` names forgets whom it was used on. */
  | { readonly type: "used-on-cleared"; readonly entry: string; readonly names: readonly string[] }
  | {
      readonly type: "track";
      readonly track: string;
      readonly from: number;
      readonly to: number;
      readonly label: string;
    }
  | { readonly type: "defeated"; readonly reason: string }
  | { readonly type: "text"; readonly field: string; readonly value: string }
  | { readonly type: "condition-added"; readonly condition: string }
  | { readonly type: "condition-ended"; readonly condition: string; readonly reason: string }
  | {
      readonly type: "max-lowered";
      readonly pool: string;
      readonly by: number;
      readonly lasting: boolean;
      readonly condition: string;
    }
  | { readonly type: "max-restored"; readonly pool: string; readonly amount: number; readonly reason: string }
  | {
      readonly type: "charges";
      readonly item: string;
      readonly from: number;
      readonly to: number;
      readonly reason: string;
    }
  | { readonly type: "item-broke"; readonly item: string }
  | { readonly type: "item-worn"; readonly item: string; readonly worn: boolean }
  | { readonly type: "item-bound"; readonly item: string }
  | { readonly type: "item-toggled"; readonly item: string; readonly on: boolean; readonly action: string }
  | { readonly type: "item-unbound"; readonly item: string }
  | { readonly type: "item-became"; readonly item: string; readonly becomes: string }
  | { readonly type: "rest"; readonly rest: string; readonly sheet: string }
  | { readonly type: "use"; readonly entry: string; readonly name: string }
  | {
      readonly type: "mark";
      readonly list: string;
      readonly row: string;
      readonly column: string;
      readonly value: boolean;
      /** 1.378: the row was added, as a guided builder step allowed. */
      readonly added?: true;
    };
