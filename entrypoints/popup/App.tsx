import { useEffect, useState } from 'preact/hooks';
import { sendMessage } from '@/lib/messaging';

export function App() {
  const [text, setText] = useState('…');
  useEffect(() => {
    sendMessage('ping').then(
      (r) => setText(`background ${r.from} v${r.version}`),
      (e: Error) => setText(`error: ${e.message}`),
    );
  }, []);
  return <p data-testid="ping">{text}</p>;
}
