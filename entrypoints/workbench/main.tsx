import { render } from 'preact';
import { App } from './App';
import '@/assets/theme.css';
import './style.css';

render(<App search={location.search} />, document.getElementById('app') as HTMLElement);
