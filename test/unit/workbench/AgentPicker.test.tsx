// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { AgentPicker } from '@/entrypoints/workbench/AgentPicker';
import { mount, submit, type } from '@/test/support/mount';

/** The workbench's custom crawler field names a crawler the way the popup and options do (issue 13 item 4). */
function addCustom(value: string, selected: string[] = ['Googlebot']) {
  const onChange = vi.fn();
  const root = mount(<AgentPicker selected={selected} onChange={onChange} />);
  const form = root.querySelector<HTMLFormElement>('form.custom-agent');
  const input = form?.querySelector<HTMLInputElement>('input[type="text"]');
  if (!form || !input) throw new Error('custom crawler form not rendered');
  type(input, value);
  submit(form);
  return { onChange, root };
}

describe('AgentPicker custom crawler', () => {
  it('reduces a full User-Agent string to its token (MyCrawler/1.0 → MyCrawler)', () => {
    const { onChange } = addCustom(
      'Mozilla/5.0 (compatible; MyCrawler/1.0; +https://example.com/bot)',
    );
    expect(onChange).toHaveBeenCalledWith(['Googlebot', 'MyCrawler']);
  });

  it('accepts a token with digits (MJ12bot), as DESIGN.md "Crawlers and tokens" says', () => {
    const { onChange } = addCustom('MJ12bot');
    expect(onChange).toHaveBeenCalledWith(['Googlebot', 'MJ12bot']);
  });

  it('refuses what names no crawler, in words, and adds nothing', () => {
    const { onChange, root } = addCustom('   ');
    expect(onChange).not.toHaveBeenCalled();
    expect(root.textContent).toMatch(/token/i);
  });
});
