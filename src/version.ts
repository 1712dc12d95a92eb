// Kept in step with package.json by test/package.test.ts.
export const ENGINE_VERSION = "0.1.0";
