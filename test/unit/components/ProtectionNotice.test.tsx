// @vitest-environment happy-dom
/**
 * Issue 12 (round 2, item 3): the popup and the options page say when the browser does not
 * enforce the request guard, and why (docs/security.md); nothing while it does.
 */
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { ProtectionNotice } from '@/components/ProtectionNotice';
import { protectionText } from '@/components/protectionText';
import { type Protection, protectionLost } from '@/lib/net/createRequestGuard';
import { inLocale } from '../../support/inLocale';
import { byTestId, mount } from '../../support/mount';

/** Mounts the notice and waits until its load has been answered. */
async function shown(load: () => Promise<Protection>) {
  let answered: Promise<unknown> = Promise.resolve();
  const root = mount(
    <ProtectionNotice
      load={() => {
        const p = load();
        answered = p.catch(() => undefined);
        return p;
      }}
    />,
  );
  await act(async () => {
    await answered;
  });
  return byTestId(root, 'protection-inactive');
}

describe('ProtectionNotice', () => {
  it('says nothing while protection is active', async () => {
    expect(await shown(async () => ({ active: true }))).toBeNull();
  });

  it('says protection is off and why, as an alert', async () => {
    const notice = await shown(async () => ({
      active: false,
      code: 'rules-refused',
      detail: 'Internal error',
      reason: 'the browser refused the blocking rules: Internal error',
    }));
    expect(notice?.getAttribute('role')).toBe('alert');
    expect(notice?.textContent).toBe(
      'Protection against requests into your network is not active (the browser refused the blocking rules: Internal error), so Robots Lens fetches nothing until the browser accepts it.',
    );
  });

  it('says so when the background cannot be asked', async () => {
    const notice = await shown(async () => {
      throw new Error('No answer from the background');
    });
    expect(notice?.textContent).toBe(
      'Could not learn whether protection against requests into your network is active (No answer from the background).',
    );
  });
});

// Issue 18: the reason is a code (lib/net/createRequestGuard.ts), worded in the UI's language.
describe('protectionText', () => {
  it('words each code in English and Chinese; the browser error stays verbatim', () => {
    const lost = protectionLost('allow-rule-refused', new Error('Rule limit reached'));
    if (lost.active) throw new Error('protectionLost gave an active protection');
    expect(protectionText(lost)).toBe(
      'the browser refused to update the intranet rule: Rule limit reached',
    );
    expect(inLocale('zh_CN', () => protectionText(lost))).toBe(
      '浏览器拒绝更新内网规则：Rule limit reached',
    );
    const none = protectionLost('no-guard');
    if (none.active) throw new Error('protectionLost gave an active protection');
    expect(inLocale('zh_CN', () => protectionText(none))).toBe('未设置请求保护');
  });
});
