import { describe, expect, it } from "vitest";

describe("cases", () => {
  it("passes", () => expect(1).toBe(1));
  it("passes too", () => expect(2).toBe(2));
  it("fails", () => expect(1).toBe(2));
  it.skip("is skipped", () => expect(1).toBe(1));
});
