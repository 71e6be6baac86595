import { useState } from 'preact/hooks';
import { i18n } from '#i18n';
import { errorWords } from '@/components/errorWords';
import { CacheInspector } from '@/components/options/CacheInspector';
import { CheckField } from '@/components/options/CheckField';
import { CrossOriginField } from '@/components/options/CrossOriginField';
import { CustomTokens } from '@/components/options/CustomTokens';
import { DefaultAgentField } from '@/components/options/DefaultAgentField';
import { DelayFields } from '@/components/options/DelayFields';
import { FieldErrors } from '@/components/options/FieldErrors';
import { FreshnessFields } from '@/components/options/FreshnessFields';
import { PresetTable } from '@/components/options/PresetTable';
import { SaveBar } from '@/components/options/SaveBar';
import { type FileStatus, SettingsFileTools } from '@/components/options/SettingsFileTools';
import { ProtectionNotice } from '@/components/ProtectionNotice';
import { sendMessage } from '@/lib/messaging';
import { downloadJson } from './download';
import { importSettingsFile, settingsFile, settingsFileName } from './settingsFile';
import { changedSettings, settingLabel } from './settingsForm';
import { useCacheInspector } from './useCacheInspector';
import { useSettingsDraft } from './useSettingsDraft';

const loadProtection = () => sendMessage('getProtection');

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
      setFileStatus({ tone: 'ok', message: i18n.t('options.file.exported', [name]) });
    } catch (e) {
      setFileStatus({
        tone: 'error',
        message: i18n.t('options.file.exportFailed', [errorWords(e)]),
      });
    }
  };

  const importSettings = async (file: File) => {
    const before = draft.saved;
    if (!before) return;
    const read = await importSettingsFile(file, before);
    if (!read.ok) {
      setFileStatus({
        tone: 'error',
        message: i18n.t('options.file.refused', [file.name]),
        reasons: read.errors,
      });
      return;
    }
    const changed = changedSettings(before, read.value).map(settingLabel);
    const ok = await draft.replace(read.value, i18n.t('options.file.imported', [file.name]));
    const message = changed.length
      ? i18n.t('options.file.importedChanged', [
          file.name,
          changed.join(i18n.t('common.listSeparator')),
        ])
      : i18n.t('options.file.importedSame', [file.name]);
    setFileStatus(
      ok
        ? { tone: 'ok', message }
        : { tone: 'error', message: i18n.t('options.file.notSaved', [file.name]) },
    );
  };

  const copy = (text: string) => {
    if (!navigator.clipboard) return cache.setError(i18n.t('options.cache.noClipboard'));
    navigator.clipboard.writeText(text).then(
      () => cache.setNotice(i18n.t('options.cache.copied')),
      (e: unknown) => cache.setError(i18n.t('options.cache.copyFailed', [errorWords(e)])),
    );
  };

  return (
    <main>
      <header>
        <h1>{i18n.t('options.heading')}</h1>
        <p class="hint">
          {i18n.t('options.intro')}{' '}
          <a href="/workbench.html" target="_blank" rel="noopener noreferrer">
            {i18n.t('options.openWorkbench')}
          </a>
        </p>
      </header>
      <ProtectionNotice load={loadProtection} />

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
            <h2 id="crawlers-heading">{i18n.t('options.crawlersHeading')}</h2>
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
              <summary>{i18n.t('options.presetsSummary')}</summary>
              <PresetTable />
            </details>
          </section>

          <section aria-labelledby="timing-heading">
            <h2 id="timing-heading">{i18n.t('options.timingHeading')}</h2>
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
            <h2 id="behaviour-heading">{i18n.t('options.behaviourHeading')}</h2>
            <CrossOriginField
              value={form.crossOrigin}
              onChange={(crossOrigin) => draft.edit({ crossOrigin })}
            />
            <CheckField
              id="auto-check"
              label={i18n.t('options.autoCheck.label')}
              hint={i18n.t('options.autoCheck.hint')}
              value={form.autoCheck}
              onChange={(autoCheck) => draft.edit({ autoCheck })}
            />
            {/* Issue 15: opt-in, the page's indexing state on the badge. */}
            <CheckField
              id="badge-indexing"
              label={i18n.t('options.badgeIndexing.label')}
              hint={i18n.t('options.badgeIndexing.hint')}
              value={form.badgeIndexing}
              onChange={(badgeIndexing) => draft.edit({ badgeIndexing })}
            />
            {/* Issue 12 item 6: a privacy trade-off, so the user decides. */}
            <CheckField
              id="revalidate"
              label={i18n.t('options.revalidate.label')}
              hint={i18n.t('options.revalidate.hint')}
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
          {draft.status.text || i18n.t('options.reading')}
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
