// The as-pect runner's configuration for the geometry core's unit tests (assembly/__tests__/*.spec.ts), run by
// scripts/as-pect.mjs from `npm test`.
export default {
  entries: ["assembly/__tests__/**/*.spec.ts"],
  include: ["assembly/__tests__/**/*.include.ts"],
  disclude: [/node_modules/],
  async instantiate(memory, createImports, instantiate, binary) {
    return instantiate(binary, createImports({ env: { memory } }));
  },
  outputBinary: false,
};
