/** Edit link and last-updated date under the article. */
import { usePageData } from '@quire/runtime';
import { useThemeConfig } from '../logic/theme-config';
import { LocalTime } from './LocalTime';

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
          {theme.texts.lastUpdatedText}: <LocalTime time={page.lastUpdatedTime as number} lang={page.lang} />
        </p>
      )}
    </footer>
  );
}
