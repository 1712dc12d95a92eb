import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Test files that pass, fail, and fail outside their tests, for test/support/summary-reporter.test.ts.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["*.case.ts"],
    reporters: ["default", fileURLToPath(new URL("../summary-reporter.ts", import.meta.url))],
  },
});
