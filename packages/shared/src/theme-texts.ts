/**
 * Every text the framework and the default theme show a reader, screen-reader names included,
 * with its English default (other languages: `built-in-texts.ts`). A site sets any of them for all
 * languages in `themeConfig`, for one in `themeConfig.locales[i]`, or per language in `i18n.json`. Shared because the compiler writes some of them (the
 * overview's "Others" group, redirect pages, llms.txt, Markdown copies) and the theme and runtime render the rest.
 */
export const DEFAULT_TEXTS = {
  /** Heading of the page's outline. @default 'ON THIS PAGE' */
  outlineTitle: 'ON THIS PAGE',
  /** Label of the link to the previous page. @default 'Previous Page' */
  prevPageText: 'Previous Page',
  /** Label of the link to the next page. @default 'Next Page' */
  nextPageText: 'Next Page',
  /** Label before the date a page last changed. @default 'Last Updated' */
  lastUpdatedText: 'Last Updated',
  /** Text of the edit link when `editLink.text` is unset. @default 'Edit this page' */
  editLinkText: 'Edit this page',
  /** Heading of the 404 page. @default 'PAGE NOT FOUND' */
  notFoundTitle: 'PAGE NOT FOUND',
  /** Text of the 404 page. @default 'The page you are looking for does not exist.' */
  notFoundText: 'The page you are looking for does not exist.',
  /** The 404 page's link to the home page. @default 'Take me home' */
  takeMeHomeText: 'Take me home',
  /** The phone menu button. @default 'Menu' */
  menuText: 'Menu',
  /** The skip link, first in the tab order. @default 'Skip to content' */
  skipToContentText: 'Skip to content',
  /** Placeholder of the search box. @default 'Search docs' */
  searchPlaceholderText: 'Search docs',
  /** Closes the search dialog on phones. @default 'Cancel' */
  searchCancelText: 'Cancel',
  /** Shown before a query that found nothing. @default 'No results for' */
  searchNoResultsText: 'No results for',
  /** Shown under it. @default 'Please try again with a different keyword' */
  searchTryAgainText: 'Please try again with a different keyword',
  /** Accessible name of the search dialog's index tabs. @default 'Search in' */
  searchIndexesText: 'Search in',
  /** Button that copies the page as Markdown. @default 'Copy Markdown' */
  copyMarkdownText: 'Copy Markdown',
  /** Its text once the copy is done. @default 'Copied' */
  copyMarkdownDoneText: 'Copied',
  /** Its text when the copy fails. @default 'Copy failed' */
  copyMarkdownFailedText: 'Copy failed',
  /** Label of the overview page's filter. @default 'Filter' */
  overviewFilterNameText: 'Filter',
  /** Placeholder of that filter. @default 'Enter keyword' */
  overviewFilterPlaceholderText: 'Enter keyword',
  /** Shown when the filter matches nothing. @default 'No matching API found' */
  overviewFilterNoResultText: 'No matching API found',
  /** Heading of the overview group of the section's pages that are in no sidebar group. @default 'Others' */
  overviewOthersText: 'Others',
  /** Text of the `<SourceCode>` link, also in the page's Markdown copy. @default 'Source' */
  sourceCodeText: 'Source',
  /** Accessible name and tooltip of a code block's copy button. @default 'Copy code' */
  codeButtonGroupCopyButtonText: 'Copy code',
  /** The copy button's name for two seconds after copying. @default 'Copied' */
  codeButtonGroupCopiedText: 'Copied',
  /** Accessible name and tooltip of a code block's line wrap toggle. @default 'Toggle line wrap' */
  codeButtonGroupWrapButtonText: 'Toggle line wrap',
  /** Accessible name of the back-to-top button (`enableScrollToTop`). @default 'Scroll to top' */
  scrollToTopText: 'Scroll to top',
  /** Accessible name of the light / dark / auto switch. @default 'Theme' */
  themeText: 'Theme',
  /** Name of the light theme in the switch. @default 'Light theme' */
  lightThemeText: 'Light theme',
  /** Name of the dark theme. @default 'Dark theme' */
  darkThemeText: 'Dark theme',
  /** Name of the theme that follows the system. @default 'Auto theme (follow system)' */
  autoThemeText: 'Auto theme (follow system)',
  /** Accessible name of the language switch. @default 'Languages' */
  languagesText: 'Languages',
  /** Accessible name of the version menu (`multiVersion`), before the current version. @default 'Version' */
  versionText: 'Version',
  /** The banner on a page of an old version. @default 'You are reading the documentation of an old version.' */
  oldVersionText: 'You are reading the documentation of an old version.',
  /** That banner's link to the page in the default version. @default 'Go to the latest version' */
  latestVersionLinkText: 'Go to the latest version',
  /** Accessible name of the navbar's links. @default 'Main' */
  mainNavigationText: 'Main',
  /** Accessible name of the phone menu button and panel. @default 'Site navigation' */
  siteNavigationText: 'Site navigation',
  /** Accessible name of the sidebar. @default 'Sidebar' */
  sidebarNavigationText: 'Sidebar',
  /** Accessible name of the previous / next page links. @default 'Pagination' */
  paginationText: 'Pagination',
  /** Accessible name of the navbar's social icons. @default 'Social links' */
  socialLinksText: 'Social links',
  /** The button that shows the social links past the first five. @default 'More social links' */
  moreSocialLinksText: 'More social links',
  /** Accessible name of the navbar's button for its languages, theme switch and social links on a narrow screen. @default 'More options' */
  moreOptionsText: 'More options',
  /** Name of a social link whose icon is custom and whose address names no host. @default 'Social link' */
  socialLinkText: 'Social link',
  /** Accessible name of the banner. @default 'Announcement' */
  announcementText: 'Announcement',
  /** The banner's close button. @default 'Dismiss banner' */
  dismissBannerText: 'Dismiss banner',
  /** Accessible name of the progress bar shown while a page loads. @default 'Loading page' */
  loadingPageText: 'Loading page',
  /** Shown in place of a page whose content fails to render. @default 'This page could not be rendered.' */
  pageErrorText: 'This page could not be rendered.',
  /** Title of the page a redirect writes for a static host. @default 'Redirecting…' */
  redirectingText: 'Redirecting…',
  /** That page's text before the link to the new address. @default 'This page has moved to' */
  pageMovedText: 'This page has moved to',
  /** Section of `llms.txt` listing a sidebar's links that are in no group. @default 'Overview' */
  llmsOverviewText: 'Overview',
  /** Section of `llms.txt` listing the pages no sidebar links to. @default 'Pages' */
  llmsPagesText: 'Pages',
  /** Title of a `:::tip` without one of its own. @default 'TIP' */
  tipContainerText: 'TIP',
  /** Title of a `:::info` without one of its own. @default 'INFO' */
  infoContainerText: 'INFO',
  /** Title of a `:::note` without one of its own. @default 'NOTE' */
  noteContainerText: 'NOTE',
  /** Title of an `:::important` without one of its own. @default 'IMPORTANT' */
  importantContainerText: 'IMPORTANT',
  /** Title of a `:::warning` without one of its own. @default 'WARNING' */
  warningContainerText: 'WARNING',
  /** Title of a `:::caution` without one of its own. @default 'CAUTION' */
  cautionContainerText: 'CAUTION',
  /** Title of a `:::danger` without one of its own. @default 'DANGER' */
  dangerContainerText: 'DANGER',
  /** Summary of a `:::details` without a title. @default 'Details' */
  detailsContainerText: 'Details',
  /** Button under a code block with `fold` that shows all of it. @default 'Expand' */
  codeExpandText: 'Expand',
  /** The same button once the block is expanded. @default 'Collapse' */
  codeCollapseText: 'Collapse',
} as const;

export type ThemeTextName = keyof typeof DEFAULT_TEXTS;
export type ThemeTextValues = Record<ThemeTextName, string>;

const NAMES = Object.keys(DEFAULT_TEXTS) as ThemeTextName[];

/**
 * One text of a language: its locale's own, else the site-wide one, else the language's in
 * `uiTexts` (the site data's `i18n`, by language: built-in texts and `i18n.json`), else the English default.
 */
export function themeText(
  themeConfig: Record<string, unknown>,
  lang: string,
  name: ThemeTextName,
  uiTexts: Record<string, Record<string, string> | undefined> = {},
): string {
  const locales = (themeConfig.locales as Array<Record<string, unknown>> | undefined) ?? [];
  const text = locales.find((l) => l.lang === lang)?.[name] ?? themeConfig[name] ?? uiTexts[lang]?.[name];
  return typeof text === 'string' ? text : DEFAULT_TEXTS[name];
}

/** Every text of a language, chosen as `themeText` chooses one. */
export function themeTextsFor(
  themeConfig: Record<string, unknown>,
  lang: string,
  uiTexts: Record<string, Record<string, string> | undefined> = {},
): ThemeTextValues {
  return Object.fromEntries(NAMES.map((name) => [name, themeText(themeConfig, lang, name, uiTexts)])) as ThemeTextValues;
}
