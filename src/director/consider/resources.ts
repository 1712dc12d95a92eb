// Resources: a spell slot, a limited feature or a creature's limited action spent now is not there later, so
// a payment costs a little (more for higher levels), and a cheap use wins when the dear one is barely better.
import type { Payment } from "../../combat/types.js";
import type { UseDef } from "../../combat/uses.js";
import type { Scene } from "../scene.js";

export const PER_LEVEL = 1.5;
export const PER_USE = 2;

export function resourceCost(scene: Scene, use: UseDef | undefined, payment: Payment | undefined): number {
  let cost = 0;
  // More of an item's charges (1.269): each is a use less of the item later; the pool is the item, not a pool.
  if (payment?.charges !== undefined) return payment.charges * PER_USE;
  if (payment)
    cost += payment.amount * (payment.level !== undefined ? Math.max(1, payment.level) * PER_LEVEL : PER_USE);
  if (use?.uses !== undefined) cost += PER_USE;
  // The last of a pool is dearer than one of many.
  if (payment && (scene.me.pools[payment.pool] ?? 0) <= payment.amount) cost *= 1.25;
  return cost;
}
