// Lifting Held Ground on a `Fight` (1.330): the package's fight method, beside `rulesetReleaseHeldGround`.

import type { Fight } from "../../combat/fight.js";
import type { HeldGroundRelease } from "./def.js";
import { rulesetReleaseHeldGround } from "./release.js";

declare module "../../combat/fight.js" {
  interface Fight {
    /** 1.330: a new Fight with Held Ground lifted; a refused release returns this fight unchanged with `rejected` set. */
    releaseHeldGround(release: HeldGroundRelease): Fight;
  }
}

export const fightMethods = {
  releaseHeldGround(this: Fight, release: HeldGroundRelease): Fight {
    return this.after(rulesetReleaseHeldGround(this.ruleset, this.state, release));
  },
};
