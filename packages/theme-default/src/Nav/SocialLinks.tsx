/**
 * Social icons in the navbar. `link` opens the address in a new tab; `text`, `img` and `dom`
 * show their content (a text, an image such as a QR code, or HTML) in a popup. The first five
 * are inline, the rest in a "more" popup.
 */
import type { SocialLinkData } from '@quire/shared';
import { Tooltip } from '../components/Tooltip';
import { useThemeConfig } from '../logic/theme-config';
import { MoreIcon } from './MoreIcon';
import { SocialIconView, socialName } from './social-icons';
import { useHoverPopup } from './useHoverPopup';

export const INLINE_SOCIAL_LIMIT = 5;

function SocialPopupItem({ item, name }: { item: SocialLinkData; name: string }) {
  const { rootProps, buttonProps, panelProps } = useHoverPopup();
  return (
    <div className="q-social__item q-popup" {...rootProps}>
      <button className="q-social__link" aria-label={name} title={name} {...buttonProps}>
        <SocialIconView icon={item.icon} />
      </button>
      <div className="q-popup__panel q-social__content" {...panelProps}>
        {item.mode === 'img' ? (
          <img src={item.content} alt={name} width={160} height={160} />
        ) : item.mode === 'dom' ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: `dom` mode shows HTML from the site's own config.
          <div dangerouslySetInnerHTML={{ __html: item.content }} />
        ) : (
          <span>{item.content}</span>
        )}
      </div>
    </div>
  );
}

export function SocialLink({ item }: { item: SocialLinkData }) {
  const { texts } = useThemeConfig();
  const name = socialName(item.icon, item.content, item.mode) ?? texts.socialLinkText;
  if (item.mode !== 'link') return <SocialPopupItem item={item} name={name} />;
  // An icon alone: the tooltip gives pointer and keyboard users the name screen readers get from aria-label.
  return (
    <Tooltip content={name} placement="bottom">
      <a className="q-social__link" href={item.content} target="_blank" rel="noopener noreferrer" aria-label={name}>
        <SocialIconView icon={item.icon} />
      </a>
    </Tooltip>
  );
}

function MoreSocialLinks({ items }: { items: SocialLinkData[] }) {
  const { texts } = useThemeConfig();
  const { rootProps, buttonProps, panelProps } = useHoverPopup();
  return (
    <div className="q-popup q-social__more" {...rootProps}>
      <button className="q-social__link" aria-label={texts.moreSocialLinksText} title={texts.moreSocialLinksText} {...buttonProps}>
        <MoreIcon />
      </button>
      <ul className="q-popup__panel q-social__list q-social__list--popup" {...panelProps}>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: links from the site config, in an order the page never changes.
          <li key={i}>
            <SocialLink item={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SocialLinks({ className = '', limit = INLINE_SOCIAL_LIMIT }: { className?: string; limit?: number }) {
  const { socialLinks, texts } = useThemeConfig();
  if (socialLinks.length === 0) return null;
  const inline = socialLinks.length > limit ? socialLinks.slice(0, limit) : socialLinks;
  const rest = socialLinks.slice(inline.length);
  return (
    <div className={`q-social ${className}`.trim()}>
      <ul className="q-social__list" aria-label={texts.socialLinksText}>
        {inline.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: links from the site config, in an order the page never changes.
          <li key={i}>
            <SocialLink item={item} />
          </li>
        ))}
      </ul>
      {rest.length > 0 && <MoreSocialLinks items={rest} />}
    </div>
  );
}
