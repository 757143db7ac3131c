/** `multiVersion`: on a page of an old version, a line linking the same page (or its nearest parent) in the default version. */
import { usePageData, useSiteData } from '@quire/runtime';
import { Link } from '../components/Link';
import { useThemeConfig } from '../logic/theme-config';

export function OldVersionBanner() {
  const site = useSiteData();
  const page = usePageData();
  const { texts } = useThemeConfig();
  if (!page.latestRoutePath || page.version === site.multiVersion.default) return null;
  return (
    <div className="q-old-version" role="note">
      {texts.oldVersionText}{' '}
      <Link href={page.latestRoutePath} className="q-old-version__link">
        {texts.latestVersionLinkText}
      </Link>
    </div>
  );
}
