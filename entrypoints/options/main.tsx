import { render } from 'preact';
import { App } from './App';
import '@/assets/theme.css';
import './style.css';

render(<App />, document.getElementById('app') as HTMLElement);
