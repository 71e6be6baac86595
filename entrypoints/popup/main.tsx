import { render } from 'preact';
import { i18n } from '#i18n';
import { uiLanguage } from '@/components/intl';
import { App } from './App';
import '@/assets/theme.css';
import './style.css';

// The page speaks the browser's UI language (issue 18): screen readers and fonts follow `lang`.
document.documentElement.lang = uiLanguage();
document.title = i18n.t('extension.name');

// Marks for `npm run bench popup`: where the time to the first verdict goes.
performance.mark('popup:script');
render(<App search={location.search} />, document.getElementById('app') as HTMLElement);
