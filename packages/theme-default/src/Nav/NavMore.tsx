/**
 * Between 768 and 1279 px the navbar has no room for its extras (version menu, languages, theme
 * switch, social links) beside the nav entries; they move into this button's popup, as in
 * Rspress and VitePress. The popup's content is drawn only while it is open, so no page carries
 * its HTML twice.
 */
import { useLocation } from '@quire/runtime';
import { type ReactNode, useEffect } from 'react';
import { useThemeConfig } from '../logic/theme-config';
import { MoreIcon } from './MoreIcon';
import { useHoverPopup } from './useHoverPopup';

export function NavMore({ children }: { children: ReactNode }) {
  const { texts } = useThemeConfig();
  const { open, close, rootProps, buttonProps, panelProps } = useHoverPopup();
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  return (
    <div className="q-popup q-nav__more" {...rootProps}>
      <button className="q-nav__more-button" aria-label={texts.moreOptionsText} {...buttonProps}>
        <MoreIcon />
      </button>
      <div className="q-popup__panel q-nav__more-panel" {...panelProps}>
        {open && children}
      </div>
    </div>
  );
}
