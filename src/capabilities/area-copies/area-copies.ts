// 1.178 `area.copies`: a burst or box put down several times at once, the player placing each copy in turn, each
// touching one placed before it (1.301 `copiesWithin`: each centre within that distance of one instead). The option
// says so (`copies`, through the offer's shape), the choice names the copies after `at` (checked here, extension
// point "choice checks"), and the act's layout keeps them as steps from `at` (extension point "act choices"), which
// the board's area covers as one (`board/area.ts`), a zone keeps, and a zone moved as a whole takes along.

import { copyAims } from "../../combat/board/area.js";
import type { CapabilityModule } from "../../combat/capability.js";
import { emit } from "../../combat/context.js";
import { caught } from "../../combat/targeting.js";
import type { Option } from "../../combat/types.js";
import { checkCopies, copiesLayout, copiesShape } from "./placement.js";

export const areaCopies: CapabilityModule = {
  id: "area-copies",
  keys: ["area.copies", "area.copiesWithin"],
  offer(ctx, _who, use, offer) {
    const copies = copiesShape(ctx, use);
    if (copies) offer.shape = { ...offer.shape, copies } as Partial<Option>;
    return undefined;
  },
  checkChoice: checkCopies,
  fromChoice(ctx, act, use, option, choice) {
    if (!option.copies || !choice.copies || !act.at) return;
    act.layout = { ...act.layout, ...copiesLayout([act.at, ...choice.copies]) };
    // Whom the cast catches in every copy (the core aimed the first alone); someone in two copies is caught once.
    const who = ctx.state.combatants[act.actor]!;
    if (who.at && ctx.state.board) act.targets = caught(ctx, who, use, act.at, act.layout);
  },
  onUse(ctx, act, use) {
    if (act.echo || !act.at || !act.layout?.copies?.length || !ctx.state.board) return;
    emit(ctx, {
      t: "copies",
      who: act.actor,
      use: use.id,
      name: use.name,
      at: copyAims(ctx.state.board, act.at, act.layout),
    });
  },
};
