/**
 * A landing-page hero: logo over an optional soft oval glow, title, subtitle, description and
 * two actions, with an optional field of stars that lean toward the pointer.
 */
import { Link } from '@quire/theme-default';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { type Point, STARS, starCentre, starOffset } from './stars';
import './Hero.css';

export interface HeroProps {
  /** Where the primary action goes: with it the action is a link (a new tab, a copied address) instead of a button. */
  getStartedLink?: string;
  /** Where the secondary action goes, as `getStartedLink`; `githubURL` wins. */
  learnMoreLink?: string;
  /** Called by the primary action (also when it is a link). */
  onClickGetStarted?: () => void;
  /** Called by the secondary action unless `githubURL` is given. */
  onClickLearnMore?: () => void;
  showStars?: boolean;
  showOvalBg?: boolean;
  logoUrl?: string;
  title: string;
  subTitle?: string;
  description?: string;
  getStartedButtonText?: string;
  learnMoreButtonText?: string;
  /** When set, the secondary action opens this repository in a new tab. */
  githubURL?: string;
}

const RESTING: Point = { x: 0, y: 0 };
const round = (n: number) => Math.round(n * 100) / 100 || 0;

export function Hero({
  getStartedLink,
  learnMoreLink,
  onClickGetStarted,
  onClickLearnMore,
  showStars = false,
  showOvalBg = true,
  logoUrl,
  title,
  subTitle = 'The fast Rust-based web bundler',
  description = 'Seamlessly replace webpack with compatible API',
  getStartedButtonText = 'Get Started',
  learnMoreButtonText = 'Learn More',
  githubURL,
}: HeroProps) {
  const ref = useRef<HTMLElement>(null);
  const [offsets, setOffsets] = useState<readonly Point[] | null>(null);

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const el = ref.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    const pointer = { x: e.clientX, y: e.clientY };
    setOffsets(STARS.map((star) => starOffset(starCentre(star, box), pointer)));
  };

  return (
    <section
      ref={ref}
      className="rs-hero"
      onPointerMove={showStars ? onPointerMove : undefined}
      onPointerLeave={showStars ? () => setOffsets(null) : undefined}
    >
      {showStars && (
        <div className="rs-hero__stars" aria-hidden="true">
          {STARS.map((star, i) => {
            const o = offsets?.[i] ?? RESTING;
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed list drawn in one order.
                key={i}
                className="rs-hero__star"
                data-testid="hero-star"
                style={{
                  left: `${star.left}%`,
                  top: `${star.top}%`,
                  width: `${star.size}px`,
                  height: `${star.size}px`,
                  transform: `translate(${round(o.x)}px, ${round(o.y)}px)`,
                }}
              />
            );
          })}
        </div>
      )}
      {logoUrl && (
        <div className="rs-hero__logo">
          {showOvalBg && <div className="rs-hero__oval" data-testid="hero-oval" aria-hidden="true" />}
          <img className="rs-hero__logo-img" src={logoUrl} alt="" width={160} height={160} />
        </div>
      )}
      <h1 className="rs-hero__title">{title}</h1>
      <p className="rs-hero__subtitle">{subTitle}</p>
      <p className="rs-hero__description">{description}</p>
      <div className="rs-hero__actions">
        <HeroAction className="rs-hero__button rs-hero__button--primary" link={getStartedLink} onClick={onClickGetStarted}>
          {getStartedButtonText}
        </HeroAction>
        {githubURL ? (
          <a className="rs-hero__button rs-hero__button--secondary" href={githubURL} target="_blank" rel="noopener noreferrer">
            {learnMoreButtonText}
          </a>
        ) : (
          <HeroAction className="rs-hero__button rs-hero__button--secondary" link={learnMoreLink} onClick={onClickLearnMore}>
            {learnMoreButtonText}
          </HeroAction>
        )}
      </div>
    </section>
  );
}

/** An action with a destination is a link, so it behaves as one; without, a button for the handler. */
function HeroAction({ className, link, onClick, children }: { className: string; link?: string; onClick?: () => void; children: ReactNode }) {
  if (link === undefined) {
    return (
      <button type="button" className={className} onClick={onClick}>
        {children}
      </button>
    );
  }
  return (
    <Link className={className} href={link} onClick={onClick}>
      {children}
    </Link>
  );
}
