/** The id of the heading the reader is at, following scrolling (throttled to 100 ms). */
import { useEffect, useState } from 'react';
import { throttle } from '../Layout/throttle';
import { activeLine } from './scroll-to-heading';

export function findActiveHeading(ids: readonly string[]): string | undefined {
  const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
  if (!headings.length) return undefined;
  const doc = document.documentElement;
  // At the bottom of the page the last headings may never reach the line: mark the last one.
  if (window.innerHeight + window.scrollY >= doc.scrollHeight - 2 && window.scrollY > 0) return headings[headings.length - 1].id;
  const line = activeLine() + 1;
  let active: string | undefined;
  for (const el of headings) {
    if (el.getBoundingClientRect().top <= line) active = el.id;
    else break;
  }
  return active;
}

export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    const update = throttle(() => setActive(findActiveHeading(list)), 100);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [key]);
  return active;
}
