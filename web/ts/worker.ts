// The search worker: its own copy of the wasm core runs one search job at a time
// (a Hard search takes hundreds of ms: never on the page's thread). The page cancels a
// running job by terminating this worker; it decides nothing.
// Its wasm is the search's alone (web/build.mjs, feature `search`), not the page's.
import init, { run_search } from "../pkg/pallanguzhi_search.js";

const ready = init({ module_or_path: "/pallanguzhi_search_bg.wasm" });

self.onmessage = async (e: MessageEvent<{ id: number; job: string }>) => {
  await ready;
  let event: string;
  let trapped = false;
  try {
    event = run_search(e.data.job);
  } catch (err) {
    // A job the core refused: answer "no result" so the core can go on. After a trap
    // (a wasm RuntimeError) this instance's memory is not to be trusted: the page
    // replaces the worker.
    trapped = err instanceof WebAssembly.RuntimeError;
    event = JSON.stringify({ SearchDone: { id: e.data.id, result: null } });
  }
  (self as unknown as Worker).postMessage({ id: e.data.id, event, trapped });
};
