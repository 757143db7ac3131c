/**
 * The field names of every object in the site config: what the validator reads and the only
 * names it accepts. Each list is checked against `types.ts` by the compiler, so a field added
 * to the types and not here (or here and not in the types) does not compile.
 */
import type {
  AdditionalPage,
  Banner,
  EditLink,
  FeedConfig,
  LocaleConfig,
  NavItem,
  QuirePlugin,
  ShikiOptions,
  RedirectRule,
  SearchConfig,
  SearchIndexOption,
  SidebarDivider,
  SidebarGroup,
  SidebarLink,
  SidebarSectionHeader,
  SocialLink,
  ThemeConfig,
  ThemeLocaleConfig,
  ThemeTexts,
  TranslationsConfig,
  UserConfig,
} from './types.js';

/** The names of an object type's fields; for a union, of every member's. */
type FieldName<T> = T extends unknown ? keyof T & string : never;

type Complete<T, K extends readonly string[]> = [Exclude<FieldName<T>, K[number]>] extends [never]
  ? K
  : { missingFields: Exclude<FieldName<T>, K[number]> };

/** Every field name of `T`: leaving one out, or naming one `T` lacks, is a type error. */
const fieldsOf =
  <T>() =>
  <const K extends readonly FieldName<T>[]>(...names: K & Complete<T, K>): K =>
    names;

type Defined<T> = Exclude<T, undefined>;

export const USER_FIELDS = fieldsOf<UserConfig>()(
  'title',
  'description',
  'icon',
  'logo',
  'logoText',
  'lang',
  'locales',
  'base',
  'root',
  'outDir',
  'route',
  'multiVersion',
  'ssg',
  'renderTimeout',
  'themeConfig',
  'markdown',
  'plugins',
  'builderConfig',
  'redirects',
  'search',
  'linkCheck',
  'orphanPages',
  'cache',
  'budget',
  'translations',
  'siteUrl',
  'feeds',
  'head',
  'themeDir',
);
export const LOCALE_FIELDS = fieldsOf<LocaleConfig>()('lang', 'label', 'title', 'description');
export const LOGO_FIELDS = fieldsOf<Exclude<Defined<UserConfig['logo']>, string>>()('light', 'dark');
export const ROUTE_FIELDS = fieldsOf<Defined<UserConfig['route']>>()('cleanUrls', 'exclude');
export const MULTI_VERSION_FIELDS = fieldsOf<Defined<UserConfig['multiVersion']>>()('default', 'versions');
export const MARKDOWN_FIELDS = fieldsOf<Defined<UserConfig['markdown']>>()(
  'showLineNumbers',
  'defaultWrapCode',
  'allowInlineScripts',
  'remarkPlugins',
  'rehypePlugins',
  'shiki',
  'codeMeta',
  'globalComponents',
);
export const SHIKI_FIELDS = fieldsOf<ShikiOptions>()('langs', 'transformers', 'themes');
export const SHIKI_THEME_FIELDS = fieldsOf<Defined<ShikiOptions['themes']>>()('light', 'dark');
export const PLUGIN_FIELDS = fieldsOf<QuirePlugin>()(
  'name',
  'globalStyles',
  'markdown',
  'builderConfig',
  'builderPlugins',
  'config',
  'beforeBuild',
  'afterBuild',
  'addPages',
  'extendPageData',
  'routeGenerated',
);
export const PLUGIN_HOOKS = ['config', 'beforeBuild', 'afterBuild', 'addPages', 'extendPageData', 'routeGenerated'] as const satisfies ReadonlyArray<
  keyof QuirePlugin
>;
export const PLUGIN_MARKDOWN_FIELDS = fieldsOf<Defined<QuirePlugin['markdown']>>()('remarkPlugins', 'rehypePlugins', 'globalComponents', 'codeMeta');
export const ADDITIONAL_PAGE_FIELDS = fieldsOf<AdditionalPage>()('routePath', 'content', 'filepath');
export const BUDGET_FIELDS = fieldsOf<Defined<UserConfig['budget']>>()('js', 'css', 'pageJs');
export const REDIRECT_FIELDS = fieldsOf<RedirectRule>()('from', 'to');
export const SEARCH_FIELDS = fieldsOf<SearchConfig>()('mode', 'apiUrl', 'searchIndexes', 'searchHooks');
export const SEARCH_INDEX_FIELDS = fieldsOf<Exclude<SearchIndexOption, string>>()('value', 'label');
export const FEED_FIELDS = fieldsOf<FeedConfig>()('id', 'title', 'description', 'match');
export const TRANSLATIONS_FIELDS = fieldsOf<TranslationsConfig>()('report', 'sourceLang', 'checks', 'exclude');

export const THEME_TEXT_FIELDS = fieldsOf<ThemeTexts>()(
  'outlineTitle',
  'prevPageText',
  'nextPageText',
  'lastUpdatedText',
  'editLinkText',
  'notFoundTitle',
  'notFoundText',
  'takeMeHomeText',
  'menuText',
  'skipToContentText',
  'searchPlaceholderText',
  'searchCancelText',
  'searchNoResultsText',
  'searchTryAgainText',
  'searchIndexesText',
  'copyMarkdownText',
  'copyMarkdownDoneText',
  'copyMarkdownFailedText',
  'overviewFilterNameText',
  'overviewFilterPlaceholderText',
  'overviewFilterNoResultText',
  'overviewOthersText',
  'sourceCodeText',
  'codeButtonGroupCopyButtonText',
  'codeButtonGroupCopiedText',
  'codeButtonGroupWrapButtonText',
  'scrollToTopText',
  'themeText',
  'lightThemeText',
  'darkThemeText',
  'autoThemeText',
  'languagesText',
  'mainNavigationText',
  'siteNavigationText',
  'sidebarNavigationText',
  'paginationText',
  'socialLinksText',
  'moreSocialLinksText',
  'socialLinkText',
  'announcementText',
  'dismissBannerText',
  'loadingPageText',
  'pageErrorText',
  'redirectingText',
  'pageMovedText',
  'llmsOverviewText',
  'llmsPagesText',
  'tipContainerText',
  'infoContainerText',
  'noteContainerText',
  'importantContainerText',
  'warningContainerText',
  'cautionContainerText',
  'dangerContainerText',
  'detailsContainerText',
  'codeExpandText',
  'codeCollapseText',
);
export const THEME_FIELDS = fieldsOf<ThemeConfig>()(
  ...THEME_TEXT_FIELDS,
  'socialLinks',
  'locales',
  'nav',
  'sidebar',
  'hideNavbar',
  'lastUpdated',
  'enableScrollToTop',
  'enableContentAnimation',
  'editLink',
  'localeRedirect',
  'darkMode',
  'fallbackHeadingTitle',
  'banner',
);
export const THEME_LOCALE_FIELDS = fieldsOf<ThemeLocaleConfig>()(...THEME_TEXT_FIELDS, 'lang', 'label', 'nav', 'sidebar', 'editLink', 'banner');
export const EDIT_LINK_FIELDS = fieldsOf<EditLink>()('docRepoBaseUrl', 'text');
export const BANNER_FIELDS = fieldsOf<Banner>()('text', 'link', 'storageKey');
export const SOCIAL_LINK_FIELDS = fieldsOf<SocialLink>()('icon', 'mode', 'content');
export const SOCIAL_ICON_FIELDS = fieldsOf<Exclude<SocialLink['icon'], string>>()('svg');
/** A link or a group: the fields of both, as TypeScript accepts them. */
export const NAV_ITEM_FIELDS = fieldsOf<NavItem>()('text', 'link', 'items', 'activeMatch', 'tag', 'rightIcon', 'position');
export const SIDEBAR_ITEM_FIELDS = fieldsOf<SidebarLink | SidebarGroup>()('text', 'link', 'items', 'tag', 'collapsed', 'collapsible');
export const SIDEBAR_DIVIDER_FIELDS = fieldsOf<SidebarDivider>()('dividerType');
export const SIDEBAR_SECTION_HEADER_FIELDS = fieldsOf<SidebarSectionHeader>()('sectionHeaderText', 'tag');
