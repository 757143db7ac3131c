/**
 * Rspress's `renderInlineMarkdown(text)`: the props that show a title's `**bold**`, `*em*`,
 * `~~struck~~` and `` `code` `` as markup (`<span {...renderInlineMarkdown(title)} />`). HTML in the
 * text is shown as text, not run, as everywhere content reaches the theme.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Inline Markdown of one line to HTML; code spans first, so what they hold stays literal. */
export function inlineMarkdownToHtml(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      i % 2
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : escapeHtml(part)
            .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
            .replace(/~~(.+?)~~/g, '<del>$1</del>')
            .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>'),
    )
    .join('');
}

export function renderInlineMarkdown(text: string | null | undefined): { children: null } | { dangerouslySetInnerHTML: { __html: string } } {
  return text ? { dangerouslySetInnerHTML: { __html: inlineMarkdownToHtml(text) } } : { children: null };
}
