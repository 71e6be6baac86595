import { useState } from 'preact/hooks';
import { AutoCheckField } from '@/components/options/AutoCheckField';
import { CacheInspector } from '@/components/options/CacheInspector';
import { CrossOriginField } from '@/components/options/CrossOriginField';
import { CustomTokens } from '@/components/options/CustomTokens';
import { DefaultAgentField } from '@/components/options/DefaultAgentField';
import { DelayFields } from '@/components/options/DelayFields';
import { FieldErrors } from '@/components/options/FieldErrors';
import { FreshnessFields } from '@/components/options/FreshnessFields';
import { PresetTable } from '@/components/options/PresetTable';
import { RevalidateField } from '@/components/options/RevalidateField';
import { SaveBar } from '@/components/options/SaveBar';
import { type FileStatus, SettingsFileTools } from '@/components/options/SettingsFileTools';
import { errorText } from '@/lib/errorText';
import { downloadJson } from './download';
import { importSettingsFile, settingsFile, settingsFileName } from './settingsFile';
import { changedSettings, SETTING_LABELS } from './settingsForm';
import { useCacheInspector } from './useCacheInspector';
import { useSettingsDraft } from './useSettingsDraft';

/** options.html: the settings form (explicit Save), export/import, and the cache inspector. */
export function App() {
  const draft = useSettingsDraft();
  const cache = useCacheInspector();
  const [fileStatus, setFileStatus] = useState<FileStatus | null>(null);
  const { form, errors } = draft;

  const exportSettings = () => {
    if (!draft.saved) return;
    const name = settingsFileName(new Date());
    try {
      downloadJson(name, settingsFile(draft.saved));
      setFileStatus({ tone: 'ok', message: `Exported the saved settings as ${name}.` });
    } catch (e) {
      setFileStatus({ tone: 'error', message: `Export failed: ${errorText(e)}` });
    }
  };

  const importSettings = async (file: File) => {
    const before = draft.saved;
    if (!before) return;
    const read = await importSettingsFile(file, before);
    if (!read.ok) {
      setFileStatus({
        tone: 'error',
        message: `${file.name} was not imported; nothing changed.`,
        reasons: read.errors,
      });
      return;
    }
    const changed = changedSettings(before, read.value).map((k) => SETTING_LABELS[k]);
    const summary = changed.length ? `changed: ${changed.join(', ')}` : 'no setting differed';
    const ok = await draft.replace(read.value, `Imported ${file.name}.`);
    setFileStatus(
      ok
        ? { tone: 'ok', message: `Imported ${file.name}; ${summary}.` }
        : {
            tone: 'error',
            message: `${file.name} was read but could not be saved; nothing changed.`,
          },
    );
  };

  const copy = (text: string) => {
    if (!navigator.clipboard) return cache.setError('The clipboard is not available here.');
    navigator.clipboard.writeText(text).then(
      () => cache.setNotice('Copied the SHA-256.'),
      (e: unknown) => cache.setError(`Copying failed: ${errorText(e)}`),
    );
  };

  return (
    <main>
      <header>
        <h1>Robots Lens settings</h1>
        <p class="hint">
          Tune the checks to your crawler's policy. Saved settings apply at once to the toolbar
          badge and to an open popup.{' '}
          <a href="/workbench.html" target="_blank" rel="noopener noreferrer">
            Open the workbench
          </a>
        </p>
      </header>

      {form ? (
        <form
          data-testid="settings-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void draft.save();
          }}
        >
          <FieldErrors id="form-error" messages={errors.form} />
          <section aria-labelledby="crawlers-heading">
            <h2 id="crawlers-heading">Crawlers</h2>
            <DefaultAgentField
              value={form.defaultAgent}
              customAgents={form.customAgents}
              onChange={(defaultAgent) => draft.edit({ defaultAgent })}
              errors={errors.defaultAgent}
            />
            <CustomTokens
              tokens={form.customAgents}
              onChange={(customAgents) => draft.edit({ customAgents })}
              errors={errors.customAgents}
            />
            <details>
              <summary>Preset crawlers: who runs them and what for</summary>
              <PresetTable />
            </details>
          </section>

          <section aria-labelledby="timing-heading">
            <h2 id="timing-heading">Freshness and pace</h2>
            <FreshnessFields
              values={form}
              onInput={(key, value) => draft.edit({ [key]: value })}
              errors={errors}
            />
            <DelayFields
              values={form}
              onInput={(key, value) => draft.edit({ [key]: value })}
              errors={errors}
            />
          </section>

          <section aria-labelledby="behaviour-heading">
            <h2 id="behaviour-heading">Behaviour</h2>
            <CrossOriginField
              value={form.crossOrigin}
              onChange={(crossOrigin) => draft.edit({ crossOrigin })}
            />
            <AutoCheckField
              value={form.autoCheck}
              onChange={(autoCheck) => draft.edit({ autoCheck })}
            />
            <RevalidateField
              value={form.revalidate}
              onChange={(revalidate) => draft.edit({ revalidate })}
            />
          </section>

          <SaveBar
            canSave={draft.canSave}
            status={draft.status.text}
            tone={draft.status.tone}
            onReset={() => void draft.reset()}
          />
        </form>
      ) : (
        <p data-testid="save-status" role="status" class={`status ${draft.status.tone}`}>
          {draft.status.text || 'Reading the settings…'}
        </p>
      )}

      <SettingsFileTools
        onExport={exportSettings}
        onImport={(f) => void importSettings(f)}
        status={fileStatus}
      />

      <CacheInspector
        entries={cache.entries}
        maxBytes={cache.maxBytes}
        listedAt={cache.listedAt}
        busy={cache.busy}
        error={cache.error}
        notice={cache.notice}
        onReload={cache.reload}
        onRefresh={(o) => void cache.refresh(o)}
        onRemove={(o) => void cache.remove(o)}
        onClear={() => void cache.clear()}
        onCopy={copy}
      />
    </main>
  );
}
