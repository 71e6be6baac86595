// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from '@/components/options/ConfirmButton';
import { byTestId, click, mount, settle } from '@/test/support/mount';

describe('ConfirmButton (destructive actions ask first)', () => {
  const props = {
    testid: 'wipe',
    label: 'Wipe…',
    question: 'Wipe everything?',
    confirmLabel: 'Wipe',
  };

  it('asks inline, focuses Cancel, and acts only on the confirming button', () => {
    const onConfirm = vi.fn();
    const root = mount(<ConfirmButton {...props} onConfirm={onConfirm} />);
    click(byTestId(root, 'wipe') as HTMLElement);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(root.querySelector('legend')?.textContent).toBe('Wipe everything?');
    expect(document.activeElement).toBe(byTestId(root, 'wipe-cancel'));
    click(byTestId(root, 'wipe-confirm') as HTMLElement);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(byTestId(root, 'wipe')); // focus comes back
  });

  it('Escape cancels', async () => {
    const onConfirm = vi.fn();
    const root = mount(<ConfirmButton {...props} onConfirm={onConfirm} />);
    click(byTestId(root, 'wipe') as HTMLElement);
    byTestId(root, 'wipe-cancel')?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    await settle();
    expect(byTestId(root, 'wipe-confirm')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a disabled action cannot be started', () => {
    const root = mount(<ConfirmButton {...props} onConfirm={() => {}} disabled />);
    expect((byTestId(root, 'wipe') as HTMLButtonElement).disabled).toBe(true);
  });
});
