// @vitest-environment happy-dom
import { useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { AgentSelect, agentOptions } from '@/components/AgentSelect';
import { crawlerCatalog } from '@/components/crawlerCatalog';
import { CRAWLER_PRESETS, PRESET_GROUPS } from '@/lib/crawlers';
import { byTestId, click, mount, submit, type } from '@/test/support/mount';

const ISSUE_PRESETS = [
  'Googlebot',
  'Bingbot',
  'Applebot',
  'DuckDuckBot',
  'YandexBot',
  'Baiduspider',
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-SearchBot',
  'Claude-User',
  'CCBot',
  'PerplexityBot',
  'Google-Extended',
  'Applebot-Extended',
  'Bytespider',
  'Meta-ExternalAgent',
  '*',
];

const options = (root: HTMLElement) =>
  [...(byTestId(root, 'agent-select') as HTMLSelectElement).options].map((o) => o.value);

describe('AgentSelect (data-testid="agent-select")', () => {
  it('is a native <select> holding the issue 5 presets, grouped by purpose (PRESET_GROUPS)', () => {
    const root = mount(
      <AgentSelect
        value="Googlebot"
        customAgents={[]}
        catalog={crawlerCatalog}
        onChange={() => {}}
      />,
    );
    const select = byTestId(root, 'agent-select');
    expect(select?.tagName).toBe('SELECT');
    expect(options(root)).toEqual(expect.arrayContaining(ISSUE_PRESETS));
    const groups = [...root.querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).toEqual(PRESET_GROUPS.map((g) => g.label));
    // A usage control is labelled as one (docs/design.md "Crawlers and tokens").
    const extended = root.querySelector('option[value="Google-Extended"]');
    expect(extended?.textContent).toBe('Google-Extended (usage control, not a crawler)');
    expect((select as HTMLSelectElement).value).toBe('Googlebot');
    expect(root.querySelector('label[for="agent-select"]')?.textContent).toBe('Crawler');
  });

  it('appends custom tokens from settings (no duplicates of presets, any case)', () => {
    expect(agentOptions('Googlebot', ['MyBot', 'gptbot', 'MyBot'], ISSUE_PRESETS)).toEqual([
      'MyBot',
    ]);
  });

  it('adds a ?agent= token that is not in the list, so the select shows it', () => {
    const root = mount(
      <AgentSelect
        value="SiteAuditBot"
        customAgents={['MyBot']}
        catalog={crawlerCatalog}
        onChange={() => {}}
      />,
    );
    expect(options(root).slice(-2)).toEqual(['MyBot', 'SiteAuditBot']);
    expect((byTestId(root, 'agent-select') as HTMLSelectElement).value).toBe('SiteAuditBot');
    expect(root.textContent).toContain('A custom product token');
  });

  it('calls onChange with the chosen token', () => {
    const onChange = vi.fn();
    const root = mount(
      <AgentSelect
        value="Googlebot"
        customAgents={[]}
        catalog={crawlerCatalog}
        onChange={onChange}
      />,
    );
    const select = byTestId(root, 'agent-select') as HTMLSelectElement;
    select.value = 'ClaudeBot';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onChange).toHaveBeenCalledWith('ClaudeBot');
  });

  it('describes the preset; token-only names say no crawler sends them', () => {
    const google = mount(
      <AgentSelect
        value="Googlebot"
        customAgents={[]}
        catalog={crawlerCatalog}
        onChange={() => {}}
      />,
    );
    expect(google.textContent).toContain('Google: Search indexing.');
    expect(google.textContent).not.toContain('No crawler sends');
    for (const p of CRAWLER_PRESETS.filter((x) => x.tokenOnly)) {
      const root = mount(
        <AgentSelect
          value={p.token}
          customAgents={[]}
          catalog={crawlerCatalog}
          onChange={() => {}}
        />,
      );
      expect(root.textContent).toContain(`No crawler sends ${p.token} in its User-Agent`);
    }
  });

  it('custom token: an invalid one gets a clear inline message, a valid one is used', () => {
    const onChange = vi.fn();
    const root = mount(
      <AgentSelect
        value="Googlebot"
        customAgents={[]}
        catalog={crawlerCatalog}
        onChange={onChange}
      />,
    );
    const toggle = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Custom…');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    click(toggle as HTMLButtonElement);
    const input = root.querySelector<HTMLInputElement>('#custom-token') as HTMLInputElement;
    expect(root.querySelector('label[for="custom-token"]')).not.toBeNull();

    type(input, '☃/1.0');
    submit(root.querySelector('form') as HTMLFormElement);
    const error = root.querySelector('#custom-error');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(error?.textContent).toBe(
      '"☃/1.0" is not a crawler token: use letters, digits, "-" and "_" only. For example: MyCrawler.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    type(input, 'Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)');
    submit(root.querySelector('form') as HTMLFormElement);
    expect(onChange).toHaveBeenCalledWith('GPTBot');

    click(
      [...root.querySelectorAll('button')].find(
        (b) => b.textContent === 'Custom…',
      ) as HTMLButtonElement,
    );
    type(root.querySelector('#custom-token') as HTMLInputElement, '  Site_Audit-Bot ');
    submit(root.querySelector('form') as HTMLFormElement);
    expect(onChange).toHaveBeenCalledWith('Site_Audit-Bot');
    expect(root.querySelector('#custom-error')).toBeNull();
  });

  // Issue 13 item 4: a token with digits is accepted (the banner carries the non-rfc-token caveat),
  // and a User-Agent string is reduced to its token, the reduction shown beside the picker.
  it('custom token: a User-Agent string with a digit token is checked as that token, the reduction shown', () => {
    function Picker() {
      const [value, setValue] = useState('Googlebot');
      return (
        <AgentSelect value={value} customAgents={[]} catalog={crawlerCatalog} onChange={setValue} />
      );
    }
    const root = mount(<Picker />);
    click(
      [...root.querySelectorAll('button')].find((b) => b.textContent === 'Custom…') as HTMLElement,
    );
    const ua = 'Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)';
    type(root.querySelector('#custom-token') as HTMLInputElement, ua);
    submit(root.querySelector('form') as HTMLFormElement);
    expect(root.querySelector('#custom-error')).toBeNull();
    expect((byTestId(root, 'agent-select') as HTMLSelectElement).value).toBe('MJ12bot');
    const note = byTestId(root, 'agent-reduced');
    expect(note?.getAttribute('data-from')).toBe(ua);
    expect(note?.textContent).toBe(`Checking MJ12bot, the crawler token in “${ua}”.`);

    click(
      [...root.querySelectorAll('button')].find((b) => b.textContent === 'Custom…') as HTMLElement,
    );
    type(root.querySelector('#custom-token') as HTMLInputElement, '360Spider');
    submit(root.querySelector('form') as HTMLFormElement);
    expect((byTestId(root, 'agent-select') as HTMLSelectElement).value).toBe('360Spider');
    expect(byTestId(root, 'agent-reduced')).toBeNull();
  });

  it('custom token: empty input asks for one', () => {
    const root = mount(
      <AgentSelect
        value="Googlebot"
        customAgents={[]}
        catalog={crawlerCatalog}
        onChange={() => {}}
      />,
    );
    click([...root.querySelectorAll('button')].find((b) => b.textContent === 'Custom…') as Element);
    submit(root.querySelector('form') as HTMLFormElement);
    expect(root.querySelector('#custom-error')?.textContent).toBe(
      'Enter a product token, e.g. MyCrawler.',
    );
  });
});
