import { defineWebExtConfig } from 'wxt';

// No display on CI/dev machines: `wxt dev` builds and watches, you load .output/chrome-mv3 yourself.
export default defineWebExtConfig({
  disabled: true,
});
