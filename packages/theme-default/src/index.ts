/** The default theme: a layout and the components MDX content may use. */
import './styles/vars.css';
import './styles/code-colors.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/nav.css';
import './styles/content.css';
import './styles/search.css';
import './styles/doc-widgets.css';
import { Badge } from './components/Badge';
import { CodeBlock } from './components/CodeBlock';
import { Container } from './components/Container';
import { Link } from './components/Link';
import { PackageManagerTabs } from './components/PackageManagerTabs';
import { SourceCode } from './components/SourceCode';
import { Tab, Tabs } from './components/Tabs';

// The layout and every part it draws, each under the name the layout asks `@theme` for: a site
// theme that exports its own component under one of these names replaces that part everywhere.
export {
  type DocSlots,
  type HomeSlots,
  Layout,
  type LayoutProps,
  type LayoutSlots,
  type NavSlots,
  type OutlineSlots,
  type SidebarSlots,
} from './Layout/Layout';
export { Home, HomeFeatures, HomeHero } from './Home/Home';
export { Nav } from './Nav/Nav';
export { NavTitle } from './Nav/NavTitle';
export { Banner } from './Nav/Banner';
export { LanguageSwitch } from './Nav/LanguageSwitch';
export { VersionMenu } from './Nav/VersionMenu';
export { OldVersionBanner } from './Nav/OldVersionBanner';
export { SocialLinks } from './Nav/SocialLinks';
export { ThemeToggle } from './Appearance/ThemeToggle';
export { SearchButton } from './Search/SearchButton';
export { NotFound } from './NotFound/NotFound';
export { Outline } from './Outline/Outline';
export { OutlineDropdown } from './Outline/OutlineDropdown';
export { Sidebar } from './Sidebar/Sidebar';
export { CopyMarkdown } from './CopyMarkdown/CopyMarkdown';
export { Overview } from './Overview/Overview';
export { ImageZoom } from './ImageZoom/ImageZoom';
export { DocFooter } from './DocFooter/DocFooter';
export { PrevNext } from './PrevNext/PrevNext';
export { ScrollToTop } from './ScrollToTop/ScrollToTop';
export { LocaleRedirect } from './LocaleRedirect/LocaleRedirect';
export { Footer } from './Footer/Footer';
export { Badge, CodeBlock, Container, Link, PackageManagerTabs, SourceCode, Tab, Tabs };
export { Tooltip } from './components/Tooltip';
export { Callout } from './components/Callout';
export { OverviewGroup } from './components/OverviewGroup';
export { PageTab, PageTabs } from './components/PageTabs';
export { Prompt } from './components/Prompt';
export { Steps } from './components/Steps';
export { SvgWrapper } from './components/SvgWrapper';
export { Tag } from './components/Tag';
export { useNearViewport } from './components/use-near-viewport';
export { useThemeConfig } from './logic/theme-config';

/** Components available in every MDX page without an import. */
export const components = {
  a: Link,
  Badge,
  CodeBlock,
  Container,
  PackageManagerTabs,
  SourceCode,
  Tab,
  Tabs,
};
export { openSearch } from './Search/search-events';
export { SearchLauncher } from './Search/SearchLauncher';
export { SearchModal } from './Search/SearchModal';
