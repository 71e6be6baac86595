import { render } from 'preact';
import { App } from './App';
import '@/assets/theme.css';
import './style.css';

// Marks for `npm run bench popup`: where the time to the first verdict goes.
performance.mark('popup:script');
render(<App search={location.search} />, document.getElementById('app') as HTMLElement);
