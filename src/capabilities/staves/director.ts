// The director and `chargeStep.push` (1.271): a payment of more charges pushes farther, worth what the pushes
// package's weighing gives the longer push over the use's own.
import type { EffectWorth } from "../../director/plugins.js";
import { effectWorth as pushWorth } from "../pushes/director.js";
import { pushWith } from "./staves.js";

export const effectWorth: EffectWorth = (scene, cand) => {
  const use = cand.use;
  const more = cand.payment?.charges ?? 0;
  if (!use || more <= 0 || !use.m.chargeStep?.push) return 0;
  const farther = { ...cand, use: { ...use, m: { ...use.m, push: pushWith(use, more) } } };
  return pushWorth(scene, farther) - pushWorth(scene, cand);
};
