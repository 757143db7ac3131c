/** The site's logo and title in the navbar, linking to the home page of the reader's version and language. */
import { addPathPrefix, useSiteData, withBase } from '@quire/runtime';
import { Link } from '../components/Link';
import { useSpacePrefix } from '../logic/lang';

export function NavTitle() {
  const site = useSiteData();
  const home = addPathPrefix('/', useSpacePrefix());
  const logo = typeof site.logo === 'string' ? site.logo : site.logo?.light;
  return (
    <Link href={home} className="q-nav__title">
      {logo && <img className="q-nav__logo" src={/^https?:/.test(logo) ? logo : withBase(logo, site.base)} alt="" width={28} height={28} />}
      <span>{site.logoText ?? site.title}</span>
    </Link>
  );
}
