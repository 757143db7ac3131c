import { addLangPrefix, useLang, useSiteData } from '@quire/runtime';
import { Link } from '../components/Link';
import { useThemeConfig } from '../logic/theme-config';

export function NotFound() {
  const site = useSiteData();
  const lang = useLang();
  const { texts } = useThemeConfig();
  return (
    <div className="q-not-found">
      <p className="q-not-found__code">404</p>
      <h1 className="q-not-found__title">{texts.notFoundTitle}</h1>
      <p>{texts.notFoundText}</p>
      <Link href={addLangPrefix('/', lang, site.lang)} className="q-button q-button--brand">
        {texts.takeMeHomeText}
      </Link>
    </div>
  );
}
