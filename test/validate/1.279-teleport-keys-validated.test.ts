// 1.279 `leaves`, `carriesSeen` and `smoke` and 1.280 `strike` are implemented: checked by the teleport's schema;
// `carriesSeen` goes with `carries`; `smoke.pierced` waits on senses (1.178) and is unsupported until then.
import { describe, expect, it } from "vitest";
import { ACTION_PATH, issuesOf, MECHANICS_PATH, withAction, withItemUse, withMechanics } from "./helpers.js";

const unicorn = { distance: 5280, leaves: true, carries: 3, carriesWithin: 5, carriesSeen: true };

describe("teleport leaves, carriesSeen, smoke (1.279) and strike (1.280)", () => {
  it("accepts the forms of the reference's examples", () => {
    expect(issuesOf(withAction({ teleport: unicorn }))).toEqual([]);
    expect(issuesOf(withItemUse({ teleport: { distance: 500, smoke: {} } }))).toEqual([]);
  });

  it("rejects wrong shapes at their paths", () => {
    expect(issuesOf(withAction({ teleport: { ...unicorn, leaves: "yes" } }))).toContainEqual(
      expect.objectContaining({ path: `${ACTION_PATH}.teleport.leaves`, code: "wrong-type" }),
    );
    expect(issuesOf(withMechanics({ teleport: { distance: 500, smoke: true }, area: undefined }))).toContainEqual(
      expect.objectContaining({ path: `${MECHANICS_PATH}.teleport.smoke`, code: "wrong-type" }),
    );
  });

  it("1.279: carriesSeen needs carries", () => {
    const issues = issuesOf(withAction({ teleport: { distance: 30, carriesSeen: true } }));
    expect(issues).toEqual([
      expect.objectContaining({
        path: `${ACTION_PATH}.teleport.carriesSeen`,
        code: "missing",
        capability: "1.279",
      }),
    ]);
  });

  it("smoke that senses pierce is not implemented yet: unsupported, naming 1.279", () => {
    const issues = issuesOf(withItemUse({ teleport: { distance: 500, smoke: { pierced: ["truesight"] } } }));
    expect(issues.map((i) => `${i.code} ${i.capability}`)).toEqual(["unsupported 1.279"]);
    expect(issues[0]!.path).toMatch(/teleport\.smoke\.pierced$/);
  });
});
