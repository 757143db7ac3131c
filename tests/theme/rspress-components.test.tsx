// @vitest-environment jsdom
/** The components and hooks pages written for Rspress import, as Quire renders them. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as runtimeCompat from '../../packages/runtime/src/rspress-runtime';
import { translator } from '../../packages/runtime/src/i18n';
import * as themeCompat from '../../packages/theme-default/src/rspress-theme';
import { RSPRESS_RUNTIME_EXPORTS, RSPRESS_THEME_EXPORTS } from '../../packages/core/src/markdown/rspress-imports';
import { renderWithPage } from '../fixtures/render';

const { Badge, Callout, OverviewGroup, PageTab, PageTabs, Prompt, Steps, SvgWrapper, Tag } = themeCompat;
const { BrowserOnly, NoSSR, Head, isEqualPath, withBase, usePageData, useFrontmatter } = runtimeCompat;

afterEach(cleanup);

describe('the modules @rspress/core/theme and @rspress/core/runtime resolve to', () => {
  it('export exactly the names the compiler lets pages import', () => {
    expect(Object.keys(themeCompat).sort()).toEqual([...RSPRESS_THEME_EXPORTS].sort());
    expect(Object.keys(runtimeCompat).sort()).toEqual([...RSPRESS_RUNTIME_EXPORTS].sort());
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

  it('withBase, isEqualPath and the i18n translator', () => {
    expect(withBase('/guide/a')).toBe('/guide/a');
    expect(isEqualPath('/guide/a', '/guide/a.html')).toBe(true);
    expect(isEqualPath('/guide/a/', '/guide/a#x')).toBe(true);
    expect(isEqualPath('/guide/a', '/guide/b')).toBe(false);
    const t = translator({ start: { en: 'Getting Started', zh: '开始' } }, 'zh');
    expect([t('start'), t('missing')]).toEqual(['开始', 'missing']);
  });
});
