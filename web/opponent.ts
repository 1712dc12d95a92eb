// Who plays the enemy side: the director, the engine's AI for creatures.
import { direct } from "../src/director/index.js";

export const enemyChoice = direct;
