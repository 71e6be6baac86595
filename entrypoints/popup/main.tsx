import { render } from 'preact';
import { browser } from 'wxt/browser';
import { i18n } from '#i18n';
import { uiLanguage } from '@/components/intlCore';
import { App } from './App';
import '@/assets/theme.css';
import './style.css';

// The page speaks the browser's UI language (issue 18): screen readers and fonts follow `lang`.
document.documentElement.lang = uiLanguage();
document.title = i18n.t('extension.name');

// Marks for `npm run bench popup`: where the time to the first verdict goes.
performance.mark('popup:script');
// The toolbar popup sizes itself to the page: give it a width there; in a tab (popup.html opened
// as a page, `?url=` checks) the layout takes the tab's width instead.
const inPopup = browser.extension?.getViews?.({ type: 'popup' }).includes(window) ?? false;
document.documentElement.dataset.view = inPopup ? 'popup' : 'tab';
render(<App search={location.search} />, document.getElementById('app') as HTMLElement);
