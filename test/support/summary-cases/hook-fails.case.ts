import { beforeAll, describe, expect, it } from "vitest";

describe("a suite whose set-up throws", () => {
  beforeAll(() => {
    throw new Error("set-up failed");
  });
  it("never runs", () => expect(1).toBe(1));
  it("never runs either", () => expect(1).toBe(1));
});
