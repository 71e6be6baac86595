// @vitest-environment happy-dom
/**
 * Issue 14 / DESIGN.md "The popup's first screen": one line for indexing (index/noindex,
 * canonical) and its conflict if any; one click opens the details.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IndexingGlance } from '@/components/IndexingGlance';
import type { Indexing } from '@/lib/signals';

afterEach(cleanup);

const indexing = (over: Partial<Indexing> = {}): Indexing => ({
  index: 'index',
  follow: 'follow',
  canonical: { state: 'self', url: 'https://example.com/', candidates: [] },
  sources: [],
  ...over,
});

describe('IndexingGlance (data-testid="indexing-line")', () => {
  it.each<[string, Partial<Indexing>, string]>([
    [
      'no directive, canonical to itself',
      {},
      'Indexing: indexable · follow · canonical: this page',
    ],
    [
      'noindex, nofollow (meta robots), no canonical',
      {
        index: 'noindex',
        follow: 'nofollow',
        canonical: { state: 'none', url: null, candidates: [] },
      },
      'Indexing: noindex · nofollow · no canonical',
    ],
    [
      'head not readable, canonical elsewhere',
      {
        index: 'unknown',
        follow: 'unknown',
        canonical: { state: 'other', url: 'https://example.com/a', candidates: [] },
      },
      'Indexing: indexing unknown · follow unknown · canonical: another URL',
    ],
  ])('%s: one line', (_, over, text) => {
    render(<IndexingGlance indexing={indexing(over)} conflicts={[]} onOpen={() => {}} />);
    const line = screen.getByTestId('indexing-line');
    expect(line.tagName).toBe('P');
    expect(line.textContent).toBe(text);
    expect(line.classList.contains('flagged')).toBe(false);
  });

  it.each([
    [
      'canonical-disallowed',
      'canonical disallowed',
      // It takes the canonical's place: "canonical: this page" would say it twice.
      'Indexing: indexable · follow · ⚠ canonical disallowed',
    ],
    [
      'noindex-unreachable-by-crawler',
      'its noindex is never seen',
      'Indexing: indexable · follow · canonical: this page · ⚠ its noindex is never seen',
    ],
  ])('conflict %s: on the same line, flagged, with its code', (code, words, text) => {
    render(
      <IndexingGlance indexing={indexing()} conflicts={[{ code, words }]} onOpen={() => {}} />,
    );
    const line = screen.getByTestId('indexing-line');
    expect(line.textContent).toBe(text);
    expect(line.classList.contains('flagged')).toBe(true);
    expect(line.querySelector('[data-code]')?.getAttribute('data-code')).toBe(code);
  });

  it('one click opens the section with the details', () => {
    const onOpen = vi.fn();
    render(<IndexingGlance indexing={indexing()} conflicts={[]} onOpen={onOpen} />);
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-controls')).toBe('section-page');
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
