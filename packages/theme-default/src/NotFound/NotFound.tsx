import { addPathPrefix } from '@quire/runtime';
import { useSpacePrefix } from '../logic/lang';
import { Link } from '../components/Link';
import { useThemeConfig } from '../logic/theme-config';

export function NotFound() {
  const prefix = useSpacePrefix();
  const { texts } = useThemeConfig();
  return (
    <div className="q-not-found">
      <p className="q-not-found__code">404</p>
      <h1 className="q-not-found__title">{texts.notFoundTitle}</h1>
      <p>{texts.notFoundText}</p>
      <Link href={addPathPrefix('/', prefix)} className="q-button q-button--brand">
        {texts.takeMeHomeText}
      </Link>
    </div>
  );
}
