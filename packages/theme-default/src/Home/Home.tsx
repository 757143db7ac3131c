/** The landing page: hero and feature cards from the page's frontmatter. */
import { Content, usePageData, useSiteData, withBase } from '@quire/runtime';
import { HomeFeatures as SiteHomeFeatures, HomeHero as SiteHomeHero } from '@theme';
import { Link } from '../components/Link';
import type { HomeSlots } from '../Layout/slots';
import { localizeLink, useSpacePrefix } from '../logic/lang';
import { featureIcon } from './feature-icon';

export interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}
export interface HeroData {
  name?: string;
  text?: string;
  tagline?: string;
  image?: { src: string; alt?: string };
  actions?: HeroAction[];
}
export interface Feature {
  /** An emoji, or the path or URL of an image (`/speed.svg`, from the public folder), drawn as `<img>`. */
  icon?: string;
  title: string;
  details?: string;
  link?: string;
  /** Columns out of 12. */
  span?: 2 | 3 | 4 | 6;
}

export function HomeHero({ hero }: { hero: HeroData }) {
  const site = useSiteData();
  const prefix = useSpacePrefix();
  return (
    <section className="q-hero">
      <div className="q-hero__text">
        <h1 className="q-hero__name">{hero.name ?? site.title}</h1>
        {hero.text && <p className="q-hero__subtitle">{hero.text}</p>}
        {hero.tagline && <p className="q-hero__tagline">{hero.tagline}</p>}
        <div className="q-hero__actions">
          {hero.actions?.map((a) => (
            <Link key={a.link} href={localizeLink(a.link, prefix)} className={`q-button q-button--${a.theme ?? 'brand'}`}>
              {a.text}
            </Link>
          ))}
        </div>
      </div>
      {hero.image && <img className="q-hero__image" src={withBase(hero.image.src, site.base)} alt={hero.image.alt ?? ''} />}
    </section>
  );
}

export function HomeFeatures({ features }: { features: Feature[] }) {
  const site = useSiteData();
  const prefix = useSpacePrefix();
  return (
    <section className="q-features">
      {features.map((f) => {
        const inner = (
          <>
            {f.icon && <FeatureIconView icon={f.icon} base={site.base} />}
            <h2 className="q-feature__title">{f.title}</h2>
            {f.details && <p className="q-feature__details">{f.details}</p>}
          </>
        );
        return (
          <article key={f.title} className={`q-feature q-feature--span-${f.span ?? 4}`}>
            {f.link ? (
              <Link href={localizeLink(f.link, prefix)} className="q-feature__link">
                {inner}
              </Link>
            ) : (
              inner
            )}
          </article>
        );
      })}
    </section>
  );
}

function FeatureIconView({ icon, base }: { icon: string; base: string }) {
  const view = featureIcon(icon);
  return (
    <div className="q-feature__icon" aria-hidden="true">
      {view.kind === 'image' ? <img className="q-feature__image" src={withBase(view.src, base)} alt="" width={48} height={48} /> : view.text}
    </div>
  );
}

/** The hero and the features come through `@theme`, so a site theme's own `HomeHero` replaces the default one here. */
export function Home({ beforeHero, afterHero, beforeFeatures, afterFeatures }: HomeSlots) {
  const page = usePageData();
  const fm = page.frontmatter as { hero?: HeroData; features?: Feature[] };
  return (
    <div className="q-home">
      {beforeHero}
      {fm.hero && <SiteHomeHero hero={fm.hero} />}
      {afterHero}
      {beforeFeatures}
      {fm.features && <SiteHomeFeatures features={fm.features} />}
      {afterFeatures}
      <div className="q-home__content q-doc">
        <Content />
      </div>
    </div>
  );
}
