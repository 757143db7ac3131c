/**
 * A time shown in the reader's locale and time zone. The page's HTML carries the UTC date, which
 * needs no locale data; the local form replaces it once the element comes within a screen of the
 * viewport, because the first `toLocaleString` of a page loads locale data in one long task, and
 * a footer below the fold should not cost a reader who never scrolls to it.
 */
import { useRef } from 'react';
import { useNearViewport } from '../components/use-near-viewport';

export function LocalTime({ time, lang }: { time: number; lang: string }) {
  const element = useRef<HTMLTimeElement>(null);
  const near = useNearViewport(element, '100% 0px');
  const date = new Date(time);
  const iso = date.toISOString();
  return (
    <time ref={element} dateTime={iso}>
      {near ? date.toLocaleString(lang) : iso.slice(0, 10)}
    </time>
  );
}
