// @echogarden/rnnoise-wasm ships no types: the Emscripten module's parts rnnoise-worker.ts uses.
declare module '@echogarden/rnnoise-wasm' {
  export interface RnnoiseModule {
    HEAPF32: Float32Array;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    /** A denoiser's state; 0 asks for the built-in model. */
    _rnnoise_create(model: number): number;
    _rnnoise_destroy(state: number): void;
    /** Cleans one 480-sample frame (16-bit range) from `input` into `output`; returns the chance it holds speech. */
    _rnnoise_process_frame(state: number, output: number, input: number): number;
  }
  const createRnnoise: (options?: object) => Promise<RnnoiseModule>;
  export default createRnnoise;
}
