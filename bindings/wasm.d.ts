// esbuild's "binary" loader (and the vitest plugin in vitest.config.ts) turn a .wasm import into its bytes.
declare module "*.wasm" {
  const bytes: Uint8Array<ArrayBuffer>;
  export default bytes;
}
