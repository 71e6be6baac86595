import type { ComponentChild } from 'preact';
import { tKey } from './translate';

/**
 * A message whose `$1`…`$9` are elements (`<code>`, marks for invisible characters), not text:
 * the translation still decides the order and the words around them.
 */
export function tNodes(key: string, nodes: ComponentChild[]): ComponentChild[] {
  const text = tKey(
    key,
    nodes.map((_, i) => `\uE000${i}\uE000`),
  );
  return text.split(/\uE000(\d+)\uE000/).map((part, i) => (i % 2 ? nodes[Number(part)] : part));
}
