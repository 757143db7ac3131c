/** Simple drawings for the built-in social icons; a custom icon brings its own `svg` markup. */
import type { SocialLinkData } from '@quire/shared';
import type { ReactNode } from 'react';
import { GITHUB_MARK } from '../components/github-mark';

export type SocialIcon = SocialLinkData['icon'];

export const SOCIAL_NAMES: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  discord: 'Discord',
  bluesky: 'Bluesky',
};

const DRAWINGS: Record<string, ReactNode> = {
  github: <path d={GITHUB_MARK} />,
  x: <path d="M4 3.5h4.2l4.2 5.7 4.8-5.7h2.3l-6 7.1 6.9 9.9h-4.2l-4.6-6.3-5.4 6.3H4l6.6-7.7z" />,
  // A rounded game pad with two eyes.
  discord: (
    <path d="M7 5c1.6-.7 3.2-1 5-1s3.4.3 5 1c2 2.8 3 6.1 3 10-1.6 1.6-3.5 2.7-5.5 3l-1-1.8c-1 .3-1.9.4-2.5.4s-1.5-.1-2.5-.4l-1 1.8c-2-.3-3.9-1.4-5.5-3 0-3.9 1-7.2 3-10zm2.5 6a1.5 1.7 0 1 0 0 3.4 1.5 1.7 0 0 0 0-3.4zm5 0a1.5 1.7 0 1 0 0 3.4 1.5 1.7 0 0 0 0-3.4z" />
  ),
  // A butterfly: two wings on each side.
  bluesky: (
    <path d="M12 10.5C10.6 7.6 7.2 4 4.5 4 3 4 2.5 5 2.5 6.5c0 1.5.8 5 2.8 5.6-2 .6-2.6 2.3-1.3 3.9 1.6 2 3.8 1.3 5.3-.8.8-1.1 1.6-2.6 2.7-4.7 1.1 2.1 1.9 3.6 2.7 4.7 1.5 2.1 3.7 2.8 5.3.8 1.3-1.6.7-3.3-1.3-3.9 2-.6 2.8-4.1 2.8-5.6C21.5 5 21 4 19.5 4c-2.7 0-6.1 3.6-7.5 6.5z" />
  ),
};

/** The link's name: the service, or the address's host; undefined when neither is known (the theme's text names it). */
export function socialName(icon: SocialIcon, content: string, mode: string): string | undefined {
  if (typeof icon === 'string') return SOCIAL_NAMES[icon] ?? icon;
  if (mode !== 'link') return undefined;
  try {
    return new URL(content).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

export function SocialIconView({ icon }: { icon: SocialIcon }) {
  if (typeof icon !== 'string') {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a custom icon is SVG markup from the site's own config.
    return <span className="q-social__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon.svg }} />;
  }
  return (
    <svg className="q-social__icon" width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {DRAWINGS[icon] ?? <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
