/**
 * The texts of a page's interface, as a reader or a screen reader meets them: the document
 * title, every text node and every `aria-label`, `title`, `placeholder` and `alt`, outside the
 * page's content and code.
 * Inside the content (`.q-doc`) only what the theme and compiler put there counts: the overview,
 * code block buttons and container titles. Runs in the browser, so it must not use anything
 * from its module: `inBrowser` sends its source.
 */
export interface UiText {
  text: string;
  /** The element, as `tag.class[attribute]`, for the failure message. */
  where: string;
}

export function uiTexts(doc: Document): UiText[] {
  const THEME_IN_CONTENT = '.q-overview, .q-code__actions, .q-container__title';
  const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];
  const counts = (el: Element) =>
    !el.closest('pre, code, script, style, template, noscript') && (!el.closest('.q-doc') || !!el.closest(THEME_IN_CONTENT));
  const name = (el: Element, attribute?: string) =>
    `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''}${attribute ? `[${attribute}]` : ''}`;
  const found: UiText[] = doc.title ? [{ text: doc.title, where: 'title' }] : [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue?.replace(/\s+/g, ' ').trim();
    if (text && node.parentElement && counts(node.parentElement)) found.push({ text, where: name(node.parentElement) });
  }
  for (const el of doc.body.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(','))) {
    if (!counts(el)) continue;
    for (const attribute of ATTRIBUTES) {
      const text = el.getAttribute(attribute)?.trim();
      if (text) found.push({ text, where: name(el, attribute) });
    }
  }
  return found;
}

/** `uiTexts` of each HTML document, parsed by the browser without running or loading anything. */
export function uiTextsOfHtml(htmls: string[]): UiText[][] {
  const parser = new DOMParser();
  return htmls.map((html) => uiTexts(parser.parseFromString(html, 'text/html')));
}
