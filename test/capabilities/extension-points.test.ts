// The core's extension point for the text log: each package words its own events.
import { describe, expect, it } from "vitest";
import { installEventTexts } from "../../src/combat/event-text.js";
import { type CombatEvent, formatEvent, PACKAGES } from "../../src/index.js";

describe("event wording by package", () => {
  it("words a package's event through the package's own text", () => {
    const teleport = PACKAGES.find((p) => p.id === "teleport")!;
    expect(Object.keys(teleport.events ?? {}).sort()).toEqual(["escaped", "smoke", "teleport"]);
    const e: Extract<CombatEvent, { t: "smoke" }> = { t: "smoke", what: "form", by: "Mountebank", cells: [[4, 3]] };
    expect(formatEvent(e)).toBe("Smoke hides (4, 3) (Mountebank)");
    expect(formatEvent(e)).toBe(teleport.events!.smoke!(e, { who: (id: string) => id } as never));
  });

  it("gives each event type one owner", () => {
    const owners = new Map<string, string>();
    for (const p of PACKAGES)
      for (const t of Object.keys(p.events ?? {})) {
        expect(owners.get(t), `${t} worded by ${owners.get(t)} and ${p.id}`).toBeUndefined();
        owners.set(t, p.id);
      }
    expect(() => installEventTexts([...PACKAGES.map((p) => p.events), { smoke: () => "smoke" }])).toThrow(
      /worded by two packages/,
    );
    // Put back every package's wording, as the composition root installed it.
    installEventTexts(PACKAGES.map((p) => p.events));
  });
});
