/**
 * What pages written for Rspress import from `@rspress/core/theme` and `rspress/theme`: the
 * bundler resolves those names here. The compiler refuses any other name imported from them
 * (`markdown/rspress-api.ts` in core), so a page never gets `undefined` instead of a component.
 */
export { Badge } from './components/Badge';
export { HomeHero } from './Home/Home';
export { Layout } from './Layout/Layout';
export { renderInlineMarkdown } from './logic/inline-markdown';
export { Nav } from './Nav/Nav';
export { NavTitle } from './Nav/NavTitle';
export { DocFooter } from './DocFooter/DocFooter';
// Rspress's name for the previous / next links under a page.
export { PrevNext as PrevNextPage } from './PrevNext/PrevNext';
export { Outline } from './Outline/Outline';
export { Sidebar } from './Sidebar/Sidebar';
export { Callout } from './components/Callout';
export { CodeBlockRuntime } from './components/CodeBlockRuntime';
export { getCustomMDXComponent } from './components/custom-mdx-components';
export { Link } from './components/Link';
export { OverviewGroup } from './components/OverviewGroup';
export { Overview } from './Overview/Overview';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { PageTab, PageTabs } from './components/PageTabs';
export { Prompt } from './components/Prompt';
export { SourceCode } from './components/SourceCode';
export { Steps } from './components/Steps';
export { SvgWrapper } from './components/SvgWrapper';
export { Tab, Tabs } from './components/Tabs';
export { Tag } from './components/Tag';
export { BrowserOnly, Head, NoSSR } from '@quire/runtime';
