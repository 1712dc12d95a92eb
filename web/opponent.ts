// Who plays the enemy side: the combat core's simple policy (react, strike the weakest, heal, close in).
import { simplePolicy } from "../src/index.js";

export const enemyChoice = simplePolicy;
