import type { Highs } from 'highs';

/**
 * One HiGHS runtime per thread, loaded on first use: the import is dynamic so that a thread that
 * never solves exactly never pays for the 3.5 MB WebAssembly module, and it works the same in the
 * main thread and in a worker_threads Worker (each has its own module graph and its own copy).
 * After a WebAssembly trap ("memory access out of bounds" on a model too big for its memory) the
 * runtime's state cannot be trusted, so it is dropped and the next solve loads a fresh one.
 */
let runtime: Promise<Highs> | null = null;

export function loadHighs(): Promise<Highs> {
  if (!runtime) {
    runtime = import('highs').then((mod) => mod.default());
    runtime.catch(() => {
      runtime = null;
    });
  }
  return runtime;
}

export function discardHighs(): void {
  runtime = null;
}
