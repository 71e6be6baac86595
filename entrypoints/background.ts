import { browser } from 'wxt/browser';
import { registerHandlers } from '@/lib/messaging';

export default defineBackground(() => {
  registerHandlers({
    ping: () => ({ from: 'background', version: browser.runtime.getManifest().version }),
  });
});
