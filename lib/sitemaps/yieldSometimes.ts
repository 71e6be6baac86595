/** Work runs this long between two yields to the event loop. */
const SLICE_MS = 8;

/**
 * A yield to the event loop every ~8 ms of work, so a port disconnect or a Cancel is seen within
 * milliseconds (docs/design.md "Sitemap explorer": Cancel stops the explorer within 100 ms). A
 * MessageChannel hop is a real task but, unlike nested `setTimeout(0)`, is not clamped to 4 ms.
 */
export function createYielder(now: () => number = () => performance.now()) {
  let last = now();
  return async function yieldSometimes(): Promise<void> {
    if (now() - last < SLICE_MS) return;
    await nextTask();
    last = now();
  };
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
