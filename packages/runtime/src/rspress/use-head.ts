/**
 * Rspress's `useHead({ title, meta, link })`: head elements from JavaScript objects, added to
 * `document.head` once the component has mounted and removed when it unmounts, as `<Head>` does.
 */
import { useEffect } from 'react';

/** Each tag's attributes, as `@unhead/react` takes them (`{ name: 'description', content: '…' }`). */
export interface HeadInput {
  title?: string;
  meta?: Array<Record<string, string>>;
  link?: Array<Record<string, string>>;
}

export function useHead(input: HeadInput): void {
  // The input is usually a new object each render: the effect runs again only when it reads differently.
  const key = JSON.stringify(input);
  useEffect(() => {
    const { title, meta = [], link = [] } = JSON.parse(key) as HeadInput;
    const previousTitle = document.title;
    if (title !== undefined) document.title = title;
    const added = [...meta.map((attributes) => element('meta', attributes)), ...link.map((attributes) => element('link', attributes))];
    for (const tag of added) document.head.append(tag);
    return () => {
      for (const tag of added) tag.remove();
      if (title !== undefined) document.title = previousTitle;
    };
  }, [key]);
}

function element(name: 'meta' | 'link', attributes: Record<string, string>): HTMLElement {
  const tag = document.createElement(name);
  for (const [attribute, value] of Object.entries(attributes)) tag.setAttribute(attribute, value);
  return tag;
}
