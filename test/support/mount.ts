import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, vi } from 'vitest';

const mounted: HTMLElement[] = [];

/** Renders into a fresh container in document.body; unmounted after each test. */
export function mount(vnode: ComponentChild): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  act(() => render(vnode, container));
  return container;
}

afterEach(() => {
  for (const c of mounted.splice(0)) {
    render(null, c);
    c.remove();
  }
});

export const byTestId = (root: ParentNode, id: string) =>
  root.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** Sets a form field's value and fires the event Preact listens to. */
export function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function click(el: Element) {
  act(() => {
    (el as HTMLElement).click();
  });
}

export function submit(form: HTMLFormElement) {
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

/** Lets pending promises and Preact's scheduled renders settle. */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Retries `check` until it passes (letting Preact render between tries), or rethrows after `ms`. */
export async function waitFor(check: () => void | Promise<void>, ms = 2000) {
  await vi.waitFor(
    async () => {
      await settle();
      await check();
    },
    { timeout: ms, interval: 10 },
  );
}
