/** Edit link and last-updated date under the article. */
import { ClientOnly, usePageData } from '@quire/runtime';
import { useThemeConfig } from '../logic/theme-config';

/**
 * A component of its own so that the formatting runs only when it renders, after hydration: the
 * first `toLocaleString` of a language loads its locale data, which as an argument of
 * `ClientOnly` would be paid inside hydration.
 */
function LocalTime({ time, lang }: { time: number; lang: string }) {
  const date = new Date(time);
  return <time dateTime={date.toISOString()}>{date.toLocaleString(lang)}</time>;
}

export function DocFooter() {
  const page = usePageData();
  const theme = useThemeConfig();
  const edit = theme.editLink && page._relativePath ? `${theme.editLink.docRepoBaseUrl.replace(/\/$/, '')}/${page._relativePath}` : '';
  const showDate = theme.lastUpdated && page.lastUpdatedTime;
  if (!edit && !showDate) return null;
  return (
    <footer className="q-doc-footer">
      {edit && (
        <a href={edit} target="_blank" rel="noopener noreferrer" className="q-doc-footer__edit">
          {theme.texts.editLinkText}
        </a>
      )}
      {showDate && (
        <p className="q-doc-footer__updated">
          {theme.texts.lastUpdatedText}: {/* The reader's locale and time zone differ from the build machine's: format after hydration. */}
          <ClientOnly>
            <LocalTime time={page.lastUpdatedTime as number} lang={page.lang} />
          </ClientOnly>
        </p>
      )}
    </footer>
  );
}
