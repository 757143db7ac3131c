/** The site's logo and title in the navbar, linking to the home page of the reader's language. */
import { addLangPrefix, useLang, useSiteData, withBase } from '@quire/runtime';
import { Link } from '../components/Link';

export function NavTitle() {
  const site = useSiteData();
  const lang = useLang();
  const home = addLangPrefix('/', lang, site.lang);
  const logo = typeof site.logo === 'string' ? site.logo : site.logo?.light;
  return (
    <Link href={home} className="q-nav__title">
      {logo && <img className="q-nav__logo" src={/^https?:/.test(logo) ? logo : withBase(logo, site.base)} alt="" width={28} height={28} />}
      <span>{site.logoText ?? site.title}</span>
    </Link>
  );
}
