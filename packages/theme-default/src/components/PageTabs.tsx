/**
 * Rspress's `<PageTabs>`/`<PageTab label>`: a page split into views. Every view is in the
 * pre-rendered HTML (hidden but the selected one), so its headings keep their anchors.
 */
import type { ReactNode } from 'react';
import { Tab, Tabs } from './Tabs';

export function PageTabs({ children }: { children?: ReactNode }) {
  return <Tabs>{children}</Tabs>;
}

export function PageTab({ label, children }: { label: string; children?: ReactNode }) {
  return <Tab label={label}>{children}</Tab>;
}
