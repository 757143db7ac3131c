/** The places where a site theme adds its own content to the default layout, named as Rspress names them. */
import type { ReactNode } from 'react';

/** Content before and after the navbar's parts. */
export interface NavSlots {
  /** Before the site title, inside the navbar. */
  beforeNavTitle?: ReactNode;
  /** In place of the site title and logo. */
  navTitle?: ReactNode;
  /** After the site title. */
  afterNavTitle?: ReactNode;
  /** Before the navbar's links and menus. */
  beforeNavMenu?: ReactNode;
  /** After them, before the language and theme switches. */
  afterNavMenu?: ReactNode;
}

/** Content inside the sidebar, above and below its links. */
export interface SidebarSlots {
  beforeSidebar?: ReactNode;
  afterSidebar?: ReactNode;
}

/** Content inside the outline column, above and below "On this page". */
export interface OutlineSlots {
  beforeOutline?: ReactNode;
  afterOutline?: ReactNode;
}

/** Content of a doc page around its parts. */
export interface DocSlots extends SidebarSlots, OutlineSlots {
  /** Before the page's column (actions and article). */
  beforeDoc?: ReactNode;
  /** After the page's column: after the previous / next links. */
  afterDoc?: ReactNode;
  /** Inside the article, before the page's content. */
  beforeDocContent?: ReactNode;
  /** Inside the article, after the page's content. */
  afterDocContent?: ReactNode;
  /** Before the edit link and last-updated date. */
  beforeDocFooter?: ReactNode;
  /** After them, before the previous / next links. */
  afterDocFooter?: ReactNode;
}

/** Content of the home page around the hero and the feature cards. */
export interface HomeSlots {
  beforeHero?: ReactNode;
  afterHero?: ReactNode;
  beforeFeatures?: ReactNode;
  afterFeatures?: ReactNode;
}

export interface LayoutSlots extends NavSlots, DocSlots, HomeSlots {
  /** First in the page, after the skip link. */
  top?: ReactNode;
  /** Just before the navbar and its banner. */
  beforeNav?: ReactNode;
  /** Just after the navbar. */
  afterNav?: ReactNode;
  /** Last in the page, after the page footer (`themeConfig.footer`). */
  bottom?: ReactNode;
}
