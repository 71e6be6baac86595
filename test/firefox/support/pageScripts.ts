// Scripts run in an extension page over Marionette (FirefoxSession.evaluate): prepend them to a body.

/** Page-side: resolves with the first truthy value of `probe()`, checked on every frame. */
export const WAIT = `
  const waitFor = async (probe, what) => {
    const until = Date.now() + 15000;
    for (;;) {
      const value = probe();
      if (value) return value;
      if (Date.now() > until) throw new Error('timed out waiting for ' + what);
      await new Promise((r) => requestAnimationFrame(r));
    }
  };
  const settled = () => waitFor(() => {
    const el = document.querySelector('[data-testid="verdict"]');
    return el && el.dataset.verdict !== 'loading' && el;
  }, 'a settled verdict');
`;

/**
 * Options-page side (after WAIT): clicks Save once it is enabled, resolves with the saved status
 * once the write is done. That status is the message itself, not a pattern: "Unsaved changes."
 * (shown until the click re-renders) matches /saved/i, and a check that returned on it left the
 * page before its write was sent, so the setting was never stored.
 */
export const SAVE = `
  const saveOptions = async () => {
    const save = await waitFor(() => {
      const b = document.querySelector('[data-testid="save"]');
      return b && !b.disabled && b;
    }, 'an enabled Save button');
    const done = browser.i18n.getMessage('options_save_saved');
    save.click();
    return waitFor(() => {
      const s = document.querySelector('[data-testid="save-status"]');
      return s && s.textContent === done && s.textContent;
    }, 'the saved status');
  };
`;
