import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** The whole state of a generator as plain JSON, so a combat state can carry it and resume it. */
export interface RngState {
  readonly algorithm: "xoroshiro128plus";
  readonly state: readonly number[];
}

/**
 * The seeded generator every random number in the engine comes from.
 * It mutates as it draws; `toJSON()` captures it and `Rng.fromState()` resumes the same sequence.
 */
export class Rng {
  private constructor(private generator: RandomGenerator) {}

  static fromSeed(seed: number): Rng {
    if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer, got ${seed}`);
    // xoroshiro128plus takes a 32-bit seed; fold the high bits in so large seeds still differ.
    return new Rng(xoroshiro128plus((seed ^ Math.floor(seed / 0x1_0000_0000)) | 0));
  }

  static fromState(json: RngState): Rng {
    const words = json?.state;
    if (
      json?.algorithm !== "xoroshiro128plus" ||
      !Array.isArray(words) ||
      words.length !== 4 ||
      !words.every((w) => Number.isInteger(w) && w >= -0x8000_0000 && w <= 0xffff_ffff)
    ) {
      throw new TypeError(
        "not a generator state: expected { algorithm: 'xoroshiro128plus', state: [4 32-bit integers] }",
      );
    }
    // All zeros is a fixed point of xoroshiro: every draw would be the same number.
    if (words.every((w) => w === 0)) throw new RangeError("a generator state of all zeros never changes");
    return new Rng(xoroshiro128plusFromState(json.state));
  }

  /** A uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  /** One die with `sides` faces. */
  die(sides: number): number {
    return uniformInt(this.generator, 1, sides);
  }

  clone(): Rng {
    return new Rng(this.generator.clone());
  }

  toJSON(): RngState {
    return { algorithm: "xoroshiro128plus", state: [...this.generator.getState()] };
  }
}
