/**
 * `<SourceCode href="…" />` in MDX: a link to where the code a page describes lives, with the
 * hosting platform's mark (GitHub or GitLab, from the address unless `platform` says) and the
 * theme's 'Source' text. It opens in a new tab without giving that tab a handle on this one.
 */
import { useThemeConfig } from '../logic/theme-config';

export type SourcePlatform = 'github' | 'gitlab';

export interface SourceCodeProps {
  href: string;
  /** Which mark to show; by default GitLab for a gitlab host, GitHub otherwise. */
  platform?: SourcePlatform;
}

export function sourcePlatform(href: string): SourcePlatform {
  try {
    return /(^|\.)gitlab\./i.test(new URL(href).hostname) ? 'gitlab' : 'github';
  } catch {
    return 'github';
  }
}

// Our own simple drawings: a cat's head for GitHub (as in the social icons), a fox's face for GitLab.
const MARKS: Record<SourcePlatform, string> = {
  github:
    'M5 3.5l3.2 3.1a9.3 9.3 0 0 1 7.6 0L19 3.5c.6 1.6.7 3.6.3 5.1A7.5 7.5 0 0 1 20.5 13c0 4.4-3.8 7.5-8.5 7.5S3.5 17.4 3.5 13c0-1.6.4-3.1 1.2-4.4-.4-1.5-.3-3.5.3-5.1zM9 12.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm6 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z',
  gitlab: 'M12 21 2.8 14.2 5.4 3.5 8.3 10h7.4l2.9-6.5 2.6 10.7z',
};

export function SourceCode({ href, platform }: SourceCodeProps) {
  const { texts } = useThemeConfig();
  const mark = platform ?? sourcePlatform(href);
  return (
    <a className="q-source-code" href={href} target="_blank" rel="noopener noreferrer" data-platform={mark}>
      <svg className="q-source-code__icon" width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={MARKS[mark]} />
      </svg>
      <span>{texts.sourceCodeText}</span>
    </a>
  );
}
