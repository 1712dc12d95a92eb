// The convenience wrapper: a sheet and its generator, immutable. Every operation returns a new `Sheet`
// (or a rejection) and leaves this one as it was.
import { Rng, type RngState } from "../random/rng.js";
import type { RulesetDoc, SheetData } from "../ruleset/index.js";
import type { Value } from "../ruleset/value.js";
import { type CheckEvent, type CheckOptions, rollCheck } from "./checks.js";
import { parseCommand } from "./command/parse.js";
import { runOnParty } from "./command/run.js";
import { contextOf } from "./context.js";
import { cellOf } from "./counters.js";
import { poolDef, type RulesetInput, rulesetDoc } from "./doc.js";
import { type Rejection, reject, toRejection } from "./errors.js";
import type { SheetEvent } from "./events.js";
import { type ItemLight, itemLights } from "./lights.js";
import { poolMax, poolValue, temporaryOf } from "./pools.js";
import { type RestOptions, restParty } from "./rests.js";
import { boundIn } from "./text-op.js";
import { visibleTexts } from "./texts.js";
import { type ToggleOffer, toggleOffers } from "./toggles.js";
import { evaluate } from "./value.js";

export interface SheetOptions {
  /** Seed of the sheet's generator (0 when neither this nor `rng` is given). */
  readonly seed?: number;
  /** A generator state to continue from. */
  readonly rng?: RngState;
}

export type SheetResult =
  | { readonly ok: true; readonly sheet: Sheet; readonly events: readonly SheetEvent[] }
  | Rejection;
export type PartyResult =
  | {
      readonly ok: true;
      readonly sheets: readonly Sheet[];
      readonly events: readonly SheetEvent[];
      readonly rng: RngState;
    }
  | Rejection;

function attempt<T>(run: () => T): T | Rejection {
  try {
    return run();
  } catch (error) {
    return toRejection(error);
  }
}

export class Sheet {
  private constructor(
    readonly ruleset: RulesetDoc,
    readonly data: SheetData,
    readonly rng: RngState,
  ) {}

  static of(ruleset: RulesetInput, data: SheetData, opts: SheetOptions = {}): Sheet {
    const rng = opts.rng ? Rng.fromState(opts.rng) : Rng.fromSeed(opts.seed ?? 0);
    return new Sheet(rulesetDoc(ruleset), structuredClone(data), rng.toJSON());
  }

  /** A value form, or by name: a derived value, a numeric field, or a pool's current value. */
  value(ref: Value | string): number {
    const ctx = contextOf(this.ruleset, this.data);
    if (typeof ref !== "string") return evaluate(ctx, ref, "value");
    if (this.ruleset.sheet.derived?.some((d) => d.id === ref)) return evaluate(ctx, { derived: ref }, "value");
    if (poolDef(this.ruleset, ref)) return poolValue(this.ruleset, this.data, ref);
    return evaluate(ctx, { field: ref }, "value");
  }

  /** A pool's value, maximum and temporary points; `over`, what it holds past the maximum (1.252), when any. */
  pool(id: string): { value: number; max: number; temporary: number; over?: number } {
    const over = this.data.live?.overMax?.[id] ?? 0;
    return {
      value: poolValue(this.ruleset, this.data, id),
      max: poolMax(this.ruleset, this.data, id),
      temporary: temporaryOf(this.data, id),
      ...(over > 0 ? { over } : {}),
    };
  }

  /** Live text fields not hidden by `hideWhen` (1.378). */
  texts(): { id: string; label: string; value: string }[] {
    return visibleTexts(this.ruleset, this.data);
  }

  /** 1.309: items whose names the text field `field` holds (the weapons a pact binds). */
  boundIn(field: string): string[] {
    return boundIn(this.ruleset, this.data, field);
  }

  /** Switchable items, whether each is on, and the action that switches it (1.378 labels). */
  toggles(): ToggleOffer[] {
    return toggleOffers(this.ruleset, this.data);
  }

  /** The light each item sheds, by its effect and toggle (1.295, 1.296 `offLight`). */
  lights(): ItemLight[] {
    return itemLights(this.ruleset, this.data);
  }

  /** A cell of a list row, with `scaled` cells following the sheet (1.411). */
  cell(list: string, row: number, column: string): unknown {
    const r = this.data.lists?.[list]?.[row];
    return r === undefined ? undefined : cellOf(this.ruleset, this.data, r, column);
  }

  check(id: string, opts: CheckOptions = {}): { ok: true; sheet: Sheet; event: CheckEvent } | Rejection {
    return attempt(() => {
      const rng = Rng.fromState(this.rng);
      const event = rollCheck(this.ruleset, this.data, id, opts, rng);
      return { ok: true as const, sheet: new Sheet(this.ruleset, this.data, rng.toJSON()), event };
    });
  }

  rest(id: string, opts: Omit<RestOptions, "rest"> = {}): SheetResult {
    return attempt(() => {
      const rng = Rng.fromState(this.rng);
      const { sheets, events } = restParty(this.ruleset, [this.data], { ...opts, rest: id }, rng);
      return { ok: true as const, sheet: new Sheet(this.ruleset, sheets[0], rng.toJSON()), events };
    });
  }

  /** A Game Master command such as `[sheet: op="rest" rest="short" dice="2"]`. */
  command(text: string): SheetResult {
    return attempt(() => {
      const cmd = parseCommand(text);
      const rng = Rng.fromState(this.rng);
      const { sheets, events } = runOnParty(this.ruleset, [this.data], cmd, rng);
      return { ok: true as const, sheet: new Sheet(this.ruleset, sheets[0], rng.toJSON()), events };
    });
  }
}

/** A party-wide command (`[party: op="rest" …]`) on several sheets; the generator of the first is used. */
export function partyCommand(ruleset: RulesetInput, sheets: readonly Sheet[], text: string): PartyResult {
  return attempt(() => {
    if (sheets.length === 0) reject("bad-command", "a party command needs at least one sheet", "sheets");
    const doc = rulesetDoc(ruleset);
    const cmd = parseCommand(text);
    const rng = Rng.fromState(sheets[0].rng);
    const out = runOnParty(
      doc,
      sheets.map((s) => s.data),
      cmd,
      rng,
    );
    const state = rng.toJSON();
    return {
      ok: true as const,
      sheets: out.sheets.map((data) => Sheet.of(doc, data, { rng: state })),
      events: out.events,
      rng: state,
    };
  });
}
