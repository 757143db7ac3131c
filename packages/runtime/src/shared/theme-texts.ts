/**
 * Every text the framework and the default theme show a reader, screen-reader names included,
 * with its English default. A site sets any of them for all languages in `themeConfig` or for
 * one in `themeConfig.locales[i]`. Shared because the compiler writes some of them (the
 * overview's "Others" group, redirect pages, llms.txt, Markdown copies) and the theme and runtime render the rest.
 */
export const DEFAULT_TEXTS = {
  outlineTitle: 'ON THIS PAGE',
  prevPageText: 'Previous Page',
  nextPageText: 'Next Page',
  lastUpdatedText: 'Last Updated',
  editLinkText: 'Edit this page',
  notFoundTitle: 'PAGE NOT FOUND',
  notFoundText: 'The page you are looking for does not exist.',
  takeMeHomeText: 'Take me home',
  menuText: 'Menu',
  skipToContentText: 'Skip to content',
  searchPlaceholderText: 'Search docs',
  searchCancelText: 'Cancel',
  searchNoResultsText: 'No results for',
  searchTryAgainText: 'Please try again with a different keyword',
  searchIndexesText: 'Search in',
  copyMarkdownText: 'Copy Markdown',
  copyMarkdownDoneText: 'Copied',
  copyMarkdownFailedText: 'Copy failed',
  overviewFilterNameText: 'Filter',
  overviewFilterPlaceholderText: 'Enter keyword',
  overviewFilterNoResultText: 'No matching API found',
  overviewOthersText: 'Others',
  sourceCodeText: 'Source',
  codeButtonGroupCopyButtonText: 'Copy code',
  codeButtonGroupCopiedText: 'Copied',
  codeButtonGroupWrapButtonText: 'Toggle line wrap',
  scrollToTopText: 'Scroll to top',
  themeText: 'Theme',
  lightThemeText: 'Light theme',
  darkThemeText: 'Dark theme',
  autoThemeText: 'Auto theme (follow system)',
  languagesText: 'Languages',
  mainNavigationText: 'Main',
  siteNavigationText: 'Site navigation',
  sidebarNavigationText: 'Sidebar',
  paginationText: 'Pagination',
  socialLinksText: 'Social links',
  moreSocialLinksText: 'More social links',
  socialLinkText: 'Social link',
  announcementText: 'Announcement',
  dismissBannerText: 'Dismiss banner',
  loadingPageText: 'Loading page',
  pageErrorText: 'This page could not be rendered.',
  redirectingText: 'Redirecting…',
  pageMovedText: 'This page has moved to',
  llmsOverviewText: 'Overview',
  llmsPagesText: 'Pages',
  tipContainerText: 'TIP',
  infoContainerText: 'INFO',
  noteContainerText: 'NOTE',
  importantContainerText: 'IMPORTANT',
  warningContainerText: 'WARNING',
  cautionContainerText: 'CAUTION',
  dangerContainerText: 'DANGER',
  detailsContainerText: 'Details',
  codeExpandText: 'Expand',
  codeCollapseText: 'Collapse',
} as const;

export type ThemeTextName = keyof typeof DEFAULT_TEXTS;
export type ThemeTextValues = Record<ThemeTextName, string>;

const NAMES = Object.keys(DEFAULT_TEXTS) as ThemeTextName[];

/** One text of a language: its locale's own, else the site-wide one, else the English default. */
export function themeText(themeConfig: Record<string, unknown>, lang: string, name: ThemeTextName): string {
  const locales = (themeConfig.locales as Array<Record<string, unknown>> | undefined) ?? [];
  const text = locales.find((l) => l.lang === lang)?.[name] ?? themeConfig[name];
  return typeof text === 'string' ? text : DEFAULT_TEXTS[name];
}

/** Every text of a language, chosen as `themeText` chooses one. */
export function themeTextsFor(themeConfig: Record<string, unknown>, lang: string): ThemeTextValues {
  return Object.fromEntries(NAMES.map((name) => [name, themeText(themeConfig, lang, name)])) as ThemeTextValues;
}
