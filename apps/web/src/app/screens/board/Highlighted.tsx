import type { ReactNode } from 'react';

/** The words of a search (two letters or more), for marking them in a passage. */
export function searchWords(keyword: string): string[] {
  return keyword
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .map((word) => word.toLowerCase());
}

/** The text with every search word in it marked (<mark>), case aside. */
export function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  const words = searchWords(keyword);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(
    `(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'giu',
  );
  const parts: ReactNode[] = text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part ? part : null));
  return <>{parts}</>;
}
