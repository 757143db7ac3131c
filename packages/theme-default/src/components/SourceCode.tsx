/**
 * `<SourceCode href="…" />` in MDX: a link to where the code a page describes lives, with the
 * hosting platform's mark (GitHub or GitLab, from the address unless `platform` says) and the
 * theme's 'Source' text. It opens in a new tab without giving that tab a handle on this one.
 */
import { useThemeConfig } from '../logic/theme-config';
import { GITHUB_MARK } from './github-mark';

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

// Our own simple drawings: the social icons' cat's head for GitHub, a fox's face for GitLab.
const MARKS: Record<SourcePlatform, string> = {
  github: GITHUB_MARK,
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
