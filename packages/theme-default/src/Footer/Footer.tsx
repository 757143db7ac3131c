/** The page footer: `themeConfig.footer.message` (or a locale's own), under every page but a blank one. */
import { useThemeConfig } from '../logic/theme-config';

export function Footer() {
  const { footer } = useThemeConfig();
  if (!footer?.message) return null;
  return (
    <footer className="q-footer">
      <p className="q-footer__message">{footer.message}</p>
    </footer>
  );
}
