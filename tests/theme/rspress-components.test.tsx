// @vitest-environment jsdom
/** The components and hooks pages written for Rspress import, as Quire renders them. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '#runtime/router/router.tsx';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as runtimeCompat from '#runtime/rspress/rspress-runtime.ts';
import { translator } from '#runtime/rspress/i18n.ts';
import * as themeCompat from '#theme-default/rspress-theme.ts';
import * as themeOriginal from '#theme-default/rspress-theme-original.ts';
import * as defaultTheme from '#theme-default/index.ts';
import { RSPRESS_RUNTIME_EXPORTS, RSPRESS_THEME_EXPORTS } from '#core/markdown/rspress-api.ts';
import { renderWithPage } from '../fixtures/render';

const { Badge, Callout, CodeBlockRuntime, getCustomMDXComponent, OverviewGroup, PageTab, PageTabs, Prompt, Steps, SvgWrapper, Tag } = themeCompat;
const {
  BrowserOnly,
  NoSSR,
  Head,
  isEqualPath,
  normalizeImagePath,
  withBase,
  usePageData,
  useFrontmatter,
  useHead,
  useLocation,
  usePages,
  useParams,
  useSearchParams,
} = runtimeCompat;

afterEach(cleanup);

describe('the modules @rspress/core/theme and @rspress/core/runtime resolve to', () => {
  it('export exactly the names the compiler lets pages import', () => {
    expect(Object.keys(themeCompat).sort()).toEqual([...RSPRESS_THEME_EXPORTS].sort());
    expect(Object.keys(runtimeCompat).sort()).toEqual([...RSPRESS_RUNTIME_EXPORTS].sort());
  });
});

describe('the module @rspress/core/theme-original resolves to', () => {
  it('is the whole default theme with Rspress’s names, so a site theme of `export * from` it has every part the layout asks @theme for', () => {
    const names = Object.keys(themeOriginal);
    expect(names).toEqual(expect.arrayContaining([...Object.keys(defaultTheme), ...RSPRESS_THEME_EXPORTS]));
    expect(themeOriginal.Layout).toBe(defaultTheme.Layout);
    expect(themeOriginal.PrevNextPage).toBe(defaultTheme.PrevNext);
  });
});

describe('Rspress components', () => {
  it('Callout is the container box of its type, with the type as default title', () => {
    const { container } = renderWithPage(
      <>
        <Callout type="important">Read me</Callout>
        <Callout type="warning" title="Careful">
          Hot
        </Callout>
      </>,
    );
    const boxes = container.querySelectorAll('.q-container');
    expect(boxes[0].className).toContain('q-container--important');
    expect(boxes[0].querySelector('.q-container__title')?.textContent).toBe('IMPORTANT');
    expect(boxes[1].querySelector('.q-container__title')?.textContent).toBe('Careful');
    expect(boxes[1].textContent).toContain('Hot');
  });

  it('Badge takes text or children, a type and outline', () => {
    renderWithPage(
      <>
        <Badge text="NEW" type="info" outline />
        <Badge type="tip">
          <span>child</span>
        </Badge>
      </>,
    );
    expect(screen.getByText('NEW').className).toBe('q-badge q-badge--info q-badge--outline');
    expect(screen.getByText('child').parentElement?.className).toBe('q-badge q-badge--tip');
  });

  it('Tag shows the common tags as badges and any other tag as its text', () => {
    const { container } = renderWithPage(<Tag tag="new, experimental, beta" />);
    expect([...container.querySelectorAll('.q-badge')].map((b) => [b.textContent, b.className])).toEqual([
      ['New', 'q-badge q-badge--tip'],
      ['Experimental', 'q-badge q-badge--warning'],
      ['beta', 'q-badge q-badge--info'],
    ]);
    cleanup();
    expect(renderWithPage(<Tag />).container.innerHTML).toBe('');
  });

  it('Steps keeps its headings as headings inside a numbered list', () => {
    const { container } = renderWithPage(
      <Steps>
        <h3 id="one">One</h3>
        <p>First</p>
        <h3 id="two">Two</h3>
      </Steps>,
    );
    expect(container.querySelector('.q-steps')?.querySelectorAll(':scope > h3')).toHaveLength(2);
    expect(container.querySelector('#two')?.textContent).toBe('Two');
  });

  it('PageTabs renders every view (headings keep their anchors) and shows the chosen one', () => {
    const { container } = renderWithPage(
      <PageTabs>
        <PageTab label="API">
          <h2 id="api">API</h2>
        </PageTab>
        <PageTab label="How it works">
          <h2 id="how">How</h2>
        </PageTab>
      </PageTabs>,
    );
    expect(container.querySelector('#how')).not.toBeNull();
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect([...panels].map((p) => p.hasAttribute('hidden'))).toEqual([false, true]);
    fireEvent.click(screen.getByRole('tab', { name: 'How it works' }));
    expect([...panels].map((p) => p.hasAttribute('hidden'))).toEqual([true, false]);
  });

  it('Prompt shows title, description and prompt and copies the prompt on click; custom keeps only the frame', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithPage(<Prompt title="Start" description="Paste it" prompt={'Step 1\nStep 2'} />);
    expect(screen.getByText('Start')).toBeTruthy();
    expect(screen.getByText('Paste it')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy prompt' })));
    expect(writeText).toHaveBeenCalledWith('Step 1\nStep 2');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    cleanup();
    const { container } = renderWithPage(
      <Prompt custom>
        <strong>hello</strong>
      </Prompt>,
    );
    expect(container.innerHTML).toBe('<div class="q-prompt q-prompt--custom"><strong>hello</strong></div>');
  });

  it('SvgWrapper renders a component icon with its props, or an image for a URL', () => {
    const Icon = (props: React.SVGProps<SVGSVGElement>) => <svg data-testid="icon" {...props} />;
    renderWithPage(<SvgWrapper icon={Icon} width={18} className="x" />);
    expect(screen.getByTestId('icon').getAttribute('width')).toBe('18');
    cleanup();
    const { container } = renderWithPage(<SvgWrapper icon="/logo.svg" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/logo.svg');
  });

  it('CodeBlockRuntime shows the plain code first (as pre-rendered), then the code highlighted in the browser', async () => {
    const code = 'const a = 1; // [!code highlight]\nif (a < 2) {}';
    const onRendered = vi.fn();
    const { transformerNotationHighlight } = await import('@shikijs/transformers');
    const shikiOptions = { transformers: [transformerNotationHighlight()] };
    const { container } = renderWithPage(<CodeBlockRuntime lang="ts" title="a.ts" code={code} shikiOptions={shikiOptions} onRendered={onRendered} />);
    expect(container.querySelector('.q-code__title')?.textContent).toBe('a.ts');
    // What the server renders too: shiki's layout, no colours yet.
    expect(container.querySelector('.q-code pre')?.outerHTML).toBe(
      '<pre class="shiki"><code><span class="line">const a = 1; // [!code highlight]</span>\n<span class="line">if (a &lt; 2) {}</span></code></pre>',
    );
    expect(onRendered).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onRendered).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const pre = container.querySelector('.q-code pre') as HTMLElement;
    expect(pre.className).toBe('shiki shiki-themes github-light-default github-dark-default has-highlighted');
    expect(pre.querySelector('.line.highlighted')?.textContent).toBe('const a = 1; ');
    expect(pre.querySelector('span[style*="--shiki-dark"]')).not.toBeNull();
    expect(pre.textContent).toBe('const a = 1; \nif (a < 2) {}');
  });

  it('getCustomMDXComponent gives the elements Markdown renders, and the theme’s Link for links', () => {
    const { p: P, code: Code, a: A, h2: H2 } = getCustomMDXComponent();
    const { container } = renderWithPage(
      <>
        <H2 id="title">Title</H2>
        <P className="rp-doc">
          In TSX, <Code>@rspress/core</Code> and <A href="/guide/">a link</A>
        </P>
      </>,
    );
    expect(container.querySelector('h2#title')?.textContent).toBe('Title');
    expect(container.querySelector('p.rp-doc > code')?.textContent).toBe('@rspress/core');
    // The theme's Link, as Markdown links render: in-site links go through the router.
    expect(A).toBe(themeCompat.Link);
    expect(container.querySelector('p.rp-doc > a')?.getAttribute('href')).toBe('/guide/');
  });

  it('OverviewGroup lists the pages of a group with links to their headings', () => {
    renderWithPage(
      <OverviewGroup
        group={{
          name: 'Usage',
          items: [
            { text: 'Introduction', link: '/guide/introduction', headers: [{ id: 'features', text: 'Features', depth: 2 }] },
            { text: 'Installation', link: '/guide/installation' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Usage' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('/guide/introduction#features');
    expect(screen.getByRole('link', { name: 'Installation' }).getAttribute('href')).toBe('/guide/installation');
  });
});

describe('Rspress runtime components and helpers', () => {
  it('BrowserOnly and NoSSR render the fallback on the server and the content in the browser', () => {
    const browserOnly = <BrowserOnly fallback={<span>loading</span>}>{() => <span>{window.location.pathname}</span>}</BrowserOnly>;
    expect(renderToString(browserOnly)).toBe('<span>loading</span>');
    expect(renderToString(<NoSSR>x</NoSSR>)).toBe('');
    renderWithPage(
      <>
        {browserOnly}
        <NoSSR>
          <span>widget</span>
        </NoSSR>
      </>,
    );
    expect(screen.getByText('/')).toBeTruthy();
    expect(screen.getByText('widget')).toBeTruthy();
  });

  it('Head puts its meta and link elements into the document head, never into the pre-rendered body', () => {
    expect(
      renderToString(
        <Head>
          <meta name="x" content="y" />
        </Head>,
      ),
    ).toBe('');
    renderWithPage(
      <Head>
        <meta property="og:description" content="Out of the box" />
      </Head>,
    );
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('Out of the box');
  });

  it('usePageData and useFrontmatter return Rspress’s shapes', () => {
    let seen: unknown;
    const Probe = () => {
      seen = [usePageData().page.title, usePageData().siteData.title, useFrontmatter().frontmatter];
      return null;
    };
    renderWithPage(<Probe />, { title: 'Page A', frontmatter: { beta: true } });
    expect(seen).toEqual(['Page A', 'Test Site', { beta: true }]);
  });

  it('usePageData and useSite show the site theme’s own themeConfig fields at its top, where Rspress puts them', () => {
    let seen: unknown;
    const Probe = () => {
      seen = [usePageData().siteData.themeConfig.startYear, runtimeCompat.useSite().site.themeConfig.startYear];
      return null;
    };
    renderWithPage(<Probe />);
    expect(seen).toEqual([2025, 2025]);
  });

  it('usePages lists every page as the generated module gives it', () => {
    let seen: unknown;
    const Probe = () => {
      seen = usePages().pages.map((p) => [p.routePath, p.lang, p.frontmatter.date]);
      return null;
    };
    renderWithPage(<Probe />);
    expect(seen).toEqual([
      ['/blog/a', 'en', '2024-01-01'],
      ['/zh/blog/b', 'zh', '2025-01-01'],
    ]);
  });

  it('useSearchParams reads the query and navigates to the same page with another; useParams is empty', async () => {
    let seen: string[] = [];
    const Probe = () => {
      const [params, setParams] = useSearchParams();
      seen = [useLocation().pathname, params.get('tab') ?? '', JSON.stringify(useParams())];
      return (
        <button type="button" onClick={() => setParams((current) => ({ tab: `${current.get('tab')}-next` }))}>
          next
        </button>
      );
    };
    render(
      <MemoryRouter initialEntries={['/guide/a?tab=api']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(seen).toEqual(['/guide/a', 'api', '{}']);
    await act(async () => fireEvent.click(screen.getByText('next')));
    expect(seen).toEqual(['/guide/a', 'api-next', '{}']);
  });

  it('useHead sets the title and adds its tags in the browser, and takes them away on unmount', () => {
    document.title = 'Before';
    const Probe = () => {
      useHead({
        title: 'From useHead',
        meta: [{ name: 'description', content: 'Set by a hook' }],
        link: [{ rel: 'canonical', href: 'https://x.test/' }],
      });
      return null;
    };
    expect(renderToString(<Probe />)).toBe('');
    const { unmount } = render(<Probe />);
    expect(document.title).toBe('From useHead');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Set by a hook');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://x.test/');
    unmount();
    expect(document.title).toBe('Before');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('normalizeImagePath puts the base before a path from the root only', () => {
    expect(['/logo.png', './a.png', 'https://x.test/a.png', '//cdn.test/a.png'].map(normalizeImagePath)).toEqual([
      '/logo.png',
      './a.png',
      'https://x.test/a.png',
      '//cdn.test/a.png',
    ]);
  });

  it('withBase, isEqualPath and the i18n translator', () => {
    expect(withBase('/guide/a')).toBe('/guide/a');
    expect(isEqualPath('/guide/a', '/guide/a.html')).toBe(true);
    expect(isEqualPath('/guide/a/', '/guide/a#x')).toBe(true);
    expect(isEqualPath('/guide/a', '/guide/b')).toBe(false);
    const t = translator({ en: { start: 'Getting Started', only: 'English only' }, zh: { start: '开始', hello: '你好，{{name}}' } }, 'zh');
    expect([t('start'), t('missing'), t('only'), t('outlineTitle')]).toEqual(['开始', 'missing', 'English only', 'ON THIS PAGE']);
    expect([t('hello', { name: 'Ada' }), t('hello')]).toEqual(['你好，Ada', '你好，{{name}}']);
    expect(t('constructor')).toBe('constructor');
  });
});

describe('renderInlineMarkdown', () => {
  it.each([
    ['**Bold** and *em* and ~~gone~~', '<strong>Bold</strong> and <em>em</em> and <del>gone</del>'],
    ['The `**not bold**` code', 'The <code>**not bold**</code> code'],
    ['A <script>alert(1)</script> & `<T>`', 'A &lt;script&gt;alert(1)&lt;/script&gt; &amp; <code>&lt;T&gt;</code>'],
    ['Plain', 'Plain'],
  ])('%j gives the props of its markup, HTML in the text shown as text', (text, html) => {
    expect(themeCompat.renderInlineMarkdown(text)).toEqual({ dangerouslySetInnerHTML: { __html: html } });
    expect(renderToString(<span {...themeCompat.renderInlineMarkdown(text)} />)).toBe(`<span>${html}</span>`);
  });

  it('an empty text renders nothing', () => {
    expect(themeCompat.renderInlineMarkdown('')).toEqual({ children: null });
  });
});
