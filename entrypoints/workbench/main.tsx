import { render } from 'preact';
import { i18n } from '#i18n';
import { uiLanguage } from '@/components/intlCore';
import { App } from './App';
import '@/assets/theme.css';
import './style.css';

// The page speaks the browser's UI language (issue 18): screen readers and fonts follow `lang`.
document.documentElement.lang = uiLanguage();
document.title = i18n.t('workbench.title');

render(<App search={location.search} />, document.getElementById('app') as HTMLElement);
