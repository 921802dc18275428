// Module types the Pages Functions bundler (and the workers test pool) provide.
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}

declare module '*.bin' {
  const data: ArrayBuffer;
  export default data;
}

declare module '*.wasm?module' {
  const module: WebAssembly.Module;
  export default module;
}
