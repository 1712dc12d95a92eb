// Falling on a `Fight` (1.413): the package's fight method, beside `rulesetFall`.
import type { Fight } from "../../combat/fight.js";
import { type Fall, rulesetFall } from "./falls.js";

declare module "../../combat/fight.js" {
  interface Fight {
    /** 1.413: a new Fight in which `fall.who` falls, taking `fall.dice` falling damage once the `falls` window is
     * done; a refused fall returns this fight unchanged with `rejected` set. */
    fall(fall: Fall): Fight;
  }
}

export const fightMethods = {
  fall(this: Fight, fall: Fall): Fight {
    return this.after(rulesetFall(this.ruleset, this.state, fall));
  },
};
