// The option kind the seal adds to the menu: a sealed holder rolling itself along (1.314).
import type { OptionBase } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";

/**
 * Rolling a sealed holder (1.314 `sealed.rolls`): `cells` are where the roll may end, within its share of the
 * holder's speed; it spends `budget`. Lifting and putting down a sealed holder are standard options
 * (`sealed:lift:<holder>`, spending the seal's `lifted` budget; `sealed:down:<holder>`, free).
 * @id `sealed:roll`
 * @label Roll the sphere
 * @choice `at`: one of `cells`
 */
export interface RollOption extends OptionBase {
  readonly kind: "roll";
  readonly cells: readonly Cell[];
  readonly targets?: undefined;
}

declare module "../../combat/types.js" {
  interface PackageOptions {
    roll: RollOption;
  }
}
