// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Content } from '#runtime/page/content.tsx';
import { PageContext } from '#runtime/data/context.tsx';
import { DEFAULT_TEXTS, themeText, themeTextsFor } from '#shared/theme-texts.ts';
import { CodeBlock } from '#theme-default/components/CodeBlock.tsx';
import { Container } from '#theme-default/components/Container.tsx';
import { patchThemeConfig } from '../fixtures/site-data';
import { pageData, renderWithPage } from '../fixtures/render';

let undo: (() => void) | undefined;
afterEach(() => {
  cleanup();
  undo?.();
  undo = undefined;
  vi.restoreAllMocks();
});

const zhPage = { routePath: '/zh/guide/a', lang: 'zh' };

/** The fixture site with these texts set for Chinese only. */
function chinese(texts: Record<string, string>): void {
  undo = patchThemeConfig({ locales: [{ lang: 'zh', ...texts }] });
}

describe('themeTextsFor', () => {
  const config = { scrollToTopText: 'Up', locales: [{ lang: 'zh', scrollToTopText: '回到顶部' }, { lang: 'fr' }] };

  it("takes a text from the language's locale, else the site-wide one, else the English default", () => {
    expect(themeTextsFor(config, 'zh').scrollToTopText).toBe('回到顶部');
    expect(themeTextsFor(config, 'fr').scrollToTopText).toBe('Up');
    expect(themeTextsFor({}, 'zh').scrollToTopText).toBe(DEFAULT_TEXTS.scrollToTopText);
    expect(themeText(config, 'zh', 'overviewOthersText')).toBe('Others');
  });

  it('has every text, each a non-empty string', () => {
    const texts = themeTextsFor({}, 'en');
    expect(Object.keys(texts).sort()).toEqual(Object.keys(DEFAULT_TEXTS).sort());
    for (const text of Object.values(texts)) expect(text).toMatch(/\S/);
  });
});

describe('texts in the page language', () => {
  it("name a code block's buttons and their tooltips", async () => {
    chinese({ codeButtonGroupCopyButtonText: '复制代码', codeButtonGroupCopiedText: '已复制', codeButtonGroupWrapButtonText: '自动换行' });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.resolve() } });
    renderWithPage(<CodeBlock lang="ts" html="<pre><code>x</code></pre>" />, zhPage);
    const wrap = screen.getByRole('button', { name: '自动换行' });
    fireEvent.mouseEnter(wrap);
    expect(screen.getByRole('tooltip').textContent).toBe('自动换行');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制代码' })));
    expect(screen.getByRole('button', { name: '已复制' })).toBeTruthy();
  });

  it('title containers without a title of their own, and leave a given title alone', () => {
    chinese({ tipContainerText: '提示', detailsContainerText: '详细信息' });
    renderWithPage(
      <>
        <Container type="tip">a</Container>
        <Container type="details">b</Container>
        <Container type="warning" title="小心">
          c
        </Container>
        <Container type="danger">d</Container>
      </>,
      zhPage,
    );
    expect([...document.querySelectorAll('.q-container__title')].map((t) => t.textContent)).toEqual(['提示', '详细信息', '小心', 'DANGER']);
  });

  it('tell the reader a page failed to render', () => {
    chinese({ pageErrorText: '此页面无法显示。' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('boom');
    };
    render(
      <PageContext.Provider value={{ page: pageData(zhPage), Component: Broken, loading: false }}>
        <Content />
      </PageContext.Provider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('此页面无法显示。boom');
  });
});
