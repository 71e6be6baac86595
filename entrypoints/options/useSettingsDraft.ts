import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import { settingsIssueText } from '@/components/options/settingsIssueText';
import {
  DEFAULT_SETTINGS,
  readSettings,
  type Settings,
  saveSettings,
  validateSettings,
  watchSettings,
} from '@/lib/settings';
import {
  type FieldErrors,
  fieldErrors,
  fromForm,
  type SettingsForm,
  sameForm,
  toForm,
} from './settingsForm';

export interface Status {
  tone: 'neutral' | 'ok' | 'error';
  text: string;
}

/**
 * The options form over the one settings store: a draft the user edits, validated on every
 * change; Save writes it (the background and any open popup watch the store and follow at once).
 * A change made elsewhere (the popup's crawler choice) replaces the draft unless it has edits.
 */
export function useSettingsDraft() {
  const [saved, setSaved] = useState<Settings | null>(null);
  const [form, setFormState] = useState<SettingsForm | null>(null);
  const [message, setMessage] = useState<Status | null>(null);
  const [saving, setSaving] = useState(false);
  const savedRef = useRef<Settings | null>(null);
  const formRef = useRef<SettingsForm | null>(null);

  const setForm = (next: SettingsForm) => {
    formRef.current = next;
    setFormState(next);
  };

  /** Takes a stored value; the draft follows it if the draft had no edits of its own. */
  const adopt = (next: Settings, replaceDraft: boolean) => {
    const prev = savedRef.current;
    const draft = formRef.current;
    savedRef.current = next;
    setSaved(next);
    if (replaceDraft || !draft || !prev || sameForm(draft, toForm(prev))) setForm(toForm(next));
    else if (!sameForm(toForm(prev), toForm(next))) {
      setMessage({
        tone: 'neutral',
        text: i18n.t('options.save.changedElsewhere'),
      });
    }
  };

  useEffect(() => {
    let alive = true;
    let unwatch = () => {};
    readSettings().then(
      ({ value, issues }) => {
        if (!alive) return;
        adopt(value, true);
        if (issues.length) {
          setMessage({
            tone: 'error',
            text: i18n.t('options.save.storedInvalid', [issues.map(settingsIssueText).join(' ')]),
          });
        }
        unwatch = watchSettings((next) => adopt(next, false));
      },
      (e: unknown) =>
        setMessage({ tone: 'error', text: i18n.t('options.save.readFailed', [errorWords(e)]) }),
    );
    return () => {
      alive = false;
      unwatch();
    };
  }, []);

  const checked = useMemo(() => (form ? validateSettings(fromForm(form)) : null), [form]);
  const errors: FieldErrors = checked && !checked.ok ? fieldErrors(checked.issues) : {};
  const dirty = Boolean(form && saved && !sameForm(form, toForm(saved)));
  const canSave = dirty && Boolean(checked?.ok) && !saving;

  /** Writes a whole value; on success the draft shows it as stored (normalised). */
  const write = async (value: unknown, done: string): Promise<boolean> => {
    setSaving(true);
    try {
      const result = await saveSettings(value);
      if (!result.ok) {
        setMessage({
          tone: 'error',
          text: i18n.t('options.save.notSaved', [result.issues.map(settingsIssueText).join(' ')]),
        });
        return false;
      }
      adopt(result.value, true);
      setMessage({ tone: 'ok', text: done });
      return true;
    } catch (e) {
      setMessage({ tone: 'error', text: i18n.t('options.save.notSaved', [errorWords(e)]) });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const status: Status = saving
    ? { tone: 'neutral', text: i18n.t('options.save.saving') }
    : dirty && !checked?.ok
      ? { tone: 'error', text: i18n.t('options.save.fixFields') }
      : dirty && message?.tone !== 'error' // a failed save stays in words (issue 12 item 5)
        ? { tone: 'neutral', text: i18n.t('options.save.unsaved') }
        : (message ?? { tone: 'neutral', text: '' });

  return {
    saved,
    form,
    errors,
    dirty,
    canSave,
    status,
    edit(patch: Partial<SettingsForm>) {
      if (!formRef.current) return;
      setMessage(null);
      setForm({ ...formRef.current, ...patch });
    },
    save: () =>
      form && checked?.ok
        ? write(checked.value, i18n.t('options.save.saved'))
        : Promise.resolve(false),
    reset: () => write(DEFAULT_SETTINGS, i18n.t('options.save.resetDone')),
    /** Saves an already validated value (an import); `done` is the status to show. */
    replace: (value: Settings, done: string) => write(value, done),
  };
}
