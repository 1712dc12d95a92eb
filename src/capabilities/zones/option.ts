// The option kind zones add to the menu: moving (1.173) or turning (1.182) a lasting zone its caster controls.
import type { OptionBase } from "../../combat/types.js";
import type { Cell } from "../../ruleset/encounter.js";

/**
 * Moving a zone (1.173) or turning one carried by its caster (1.182): `cells` are where its centre may go, or the
 * cells it may be turned toward; `zone` is the use that made it.
 * @id `zone:<use>` (moving), `turn:<use>` (turning)
 * @label Move <zone name>, Turn <zone name>
 * @choice `at`: one of `cells`
 */
export interface ZoneOption extends OptionBase {
  readonly kind: "zone";
  readonly zone: string;
  readonly cells: readonly Cell[];
  readonly targets?: undefined;
}

declare module "../../combat/types.js" {
  interface PackageOptions {
    zone: ZoneOption;
  }
}
