import { render } from 'preact';
import { i18n } from '#i18n';
import { uiLanguage } from '@/components/intlCore';
import { App } from './App';
import '@/assets/theme.css';
import './style.css';

// The page speaks the browser's UI language (issue 18): screen readers and fonts follow `lang`.
document.documentElement.lang = uiLanguage();
document.title = i18n.t('options.pageTitle');

render(<App />, document.getElementById('app') as HTMLElement);
