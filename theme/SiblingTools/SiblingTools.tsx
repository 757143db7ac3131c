/**
 * A grid-icon button that opens a popover of the sibling Rstack projects. Descriptions are
 * Chinese on Chinese paths (`/zh/...`), English otherwise; every link opens in a new tab.
 * Keyboard: Enter or Space opens and focuses the first link, Escape closes and gives focus
 * back to the button.
 */
import { useLocation, useSiteData } from '@quire/runtime';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { assetUrl } from '../assets/assets';
import { SIBLING_TOOLS } from '../assets/tools';
import './SiblingTools.css';

export interface SiblingToolCard {
  name: string;
  /** Chinese description. */
  desc: string;
  descEn: string;
  /** Image URL. */
  logo: string;
  /** Scale applied to the logo, for artwork with more or less padding than the others. */
  logoScale?: number;
  url: string;
  /** Used instead of `url` on English pages when set. */
  urlEn?: string;
}

export interface SiblingToolGroup {
  /** Chinese title. */
  title: string;
  titleEn: string;
  cards: SiblingToolCard[];
}

/** Whether a path is a Chinese page: it has a `zh` segment. */
export function isChinesePath(pathname: string): boolean {
  return /(^|\/)zh(\/|$)/.test(pathname);
}

/** The default groups, logos served from `assetHost` (see `assets/assets.ts`). */
export function siblingToolGroups(base = '/', assetHost?: string): SiblingToolGroup[] {
  return [
    {
      title: 'Rstack 工具链',
      titleEn: 'Rstack',
      cards: SIBLING_TOOLS.map((tool) => ({
        name: tool.name,
        desc: tool.desc.zh,
        descEn: tool.desc.en,
        logo: assetUrl(tool.logo, base, assetHost),
        url: tool.url,
      })),
    },
  ];
}

export interface SiblingToolsProps {
  groups?: SiblingToolGroup[];
  /** Asset host for the default groups' logos. */
  assetHost?: string;
  /** Accessible name of the button. */
  label?: string;
}

export function SiblingTools({ groups: given, assetHost, label }: SiblingToolsProps) {
  const site = useSiteData();
  const { pathname } = useLocation();
  const zh = isChinesePath(pathname);
  const groups = given ?? siblingToolGroups(site.base, assetHost);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const lastKeyToggle = useRef(0);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      panelRef.current?.querySelector<HTMLElement>('a')?.focus();
    }
    const onPointerDown = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      // Handled here rather than through the button's click, so the first link gets focus.
      e.preventDefault();
      lastKeyToggle.current = Date.now();
      focusFirst.current = !open;
      setOpen(!open);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      close(true);
    }
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    const next = e.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the menu from anywhere inside it; the button is the control.
    <div ref={rootRef} className="rs-sibling-tools" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="rs-sibling-tools__button"
        aria-label={label ?? (zh ? 'Rstack 工具链' : 'Rstack tools')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(e) => {
          // A browser that still synthesizes a click (detail 0) for the handled key: ignore it.
          if (e.detail === 0 && Date.now() - lastKeyToggle.current < 500) return;
          setOpen(!open);
        }}
        onKeyDown={onButtonKeyDown}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {[5, 12, 19].flatMap((y) => [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" fill="currentColor" />))}
        </svg>
      </button>
      <div ref={panelRef} id={panelId} className="rs-sibling-tools__panel" hidden={!open}>
        {groups.map((group) => (
          <section key={group.titleEn} className="rs-sibling-tools__group">
            <h2 className="rs-sibling-tools__title">{zh ? group.title : group.titleEn}</h2>
            <ul className="rs-sibling-tools__list">
              {group.cards.map((card) => (
                <li key={card.name}>
                  <a
                    className="rs-sibling-tools__card"
                    href={!zh && card.urlEn ? card.urlEn : card.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => setOpen(false)}
                  >
                    <span className="rs-sibling-tools__logo-box">
                      {/* Lazy: the panel is hidden until opened, so a page load neither preloads nor fetches them. */}
                      <img
                        className="rs-sibling-tools__logo"
                        src={card.logo}
                        alt=""
                        width={32}
                        height={32}
                        loading="lazy"
                        style={card.logoScale ? { transform: `scale(${card.logoScale})` } : undefined}
                      />
                    </span>
                    <span className="rs-sibling-tools__text">
                      <span className="rs-sibling-tools__name">{card.name}</span>
                      <span className="rs-sibling-tools__desc">{zh ? card.desc : card.descEn}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
