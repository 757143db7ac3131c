import { describe, expect, it } from 'vitest';
import { linkKind } from '#theme-default/components/Link.tsx';
import { containsActive } from '#theme-default/logic/sidebar.ts';
import type { SidebarGroup } from '#theme-default/logic/theme-config.ts';

describe('linkKind', () => {
  it.each([
    ['', 'in-page'],
    ['#usage', 'in-page'],
    ['/guide/a', 'route'],
    ['/', 'route'],
    ['../b', 'route'],
    ['guide/a', 'route'],
    ['//cdn.example.com/x', 'external'],
    ['https://example.com', 'external'],
    ['mailto:a@example.com', 'external'],
    ['HTTP://EXAMPLE.COM', 'external'],
  ])('%s is %s', (href, kind) => {
    expect(linkKind(href)).toBe(kind);
  });
});

describe('containsActive', () => {
  const group: SidebarGroup = {
    text: 'Outer',
    link: '/guide/outer',
    items: [
      { text: 'A', link: '/guide/a' },
      { dividerType: 'solid' },
      { text: 'Inner', items: [{ sectionHeaderText: 'More' }, { text: 'B', link: '/guide/b/' }] },
    ],
  };

  it('finds the current page in the group, its nested groups and its own link', () => {
    expect(containsActive(group, '/guide/a')).toBe(true);
    expect(containsActive(group, '/guide/b')).toBe(true);
    expect(containsActive(group, '/guide/outer')).toBe(true);
    expect(containsActive(group, '/guide/c')).toBe(false);
    expect(containsActive(group.items[2] as SidebarGroup, '/guide/a')).toBe(false);
  });
});
