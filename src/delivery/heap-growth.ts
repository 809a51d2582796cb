// How far V8 lets the old generation of a delivery worker's process grow
// past what it holds before a full collection.
//
// Why: a drain promotes a steady stream of short-lived objects. Whatever is
// in flight when a young collection comes (each send's request, response
// and outcome, each batch's rows) lives through two of them at a few
// thousand sends a second and is moved to the old generation, where only a
// full collection frees it: tens of MB a second. V8 sets the next full
// collection at up to four times the live size left by the last one when
// collecting looks cheap, so the old generation of the bench's backlog drain
// grew from about 30 to 95 MB of mostly garbage, and the process's RSS with
// it (bench/README.md, "Drain memory"). At 1.5 times, full collections come
// more often, each as short (the live set is the same), and the peak stays
// near the live size.
//
// Set through V8's flag, which V8 reads at every full collection, so it
// holds though the heap is already running. An operator's own
// --heap-growing-percent among node's arguments is kept (NODE_OPTIONS
// refuses the flag, so it can come from nowhere else).
import v8 from 'node:v8';

/** The old generation's allowed growth past its live size, in percent (V8's own default rises to 300). */
export const DELIVERY_HEAP_GROWING_PERCENT = 50;

const FLAG = '--heap-growing-percent';

/** The V8 flag to set, or undefined when node was started with one of its own (`execArgv`: node's arguments). */
export function heapGrowthFlag(execArgv: readonly string[]): string | undefined {
  if (execArgv.some((option) => option === FLAG || option.startsWith(`${FLAG}=`) || option.startsWith('--heap_growing_percent'))) {
    return undefined;
  }
  return `${FLAG}=${DELIVERY_HEAP_GROWING_PERCENT}`;
}

/** Holds this process's old generation to DELIVERY_HEAP_GROWING_PERCENT past its live size (see the top of this file). */
export function limitHeapGrowth(): void {
  const flag = heapGrowthFlag(process.execArgv);
  if (flag) v8.setFlagsFromString(flag);
}
