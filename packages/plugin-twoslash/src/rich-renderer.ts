/**
 * How twoslash's nodes become HTML: shiki's rich renderer with each hover target focusable and
 * its popup a tooltip that CSS shows on hover and keyboard focus, so type information needs no
 * script; `^?` queries and errors are lines of their own under the code, always visible. What
 * the renderer adds to the code is marked `q-copy-ignore`, which the copy button leaves out.
 */
import { rendererRich, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { ElementContent } from 'hast';

const COPY_IGNORE = 'q-copy-ignore';
const POPUP_CLASS = `twoslash-popup-container ${COPY_IGNORE}`;

function ignoredByCopy(nodes: ElementContent[]): ElementContent[] {
  for (const node of nodes) {
    if (node.type === 'element') node.properties.class = [node.properties.class, COPY_IGNORE].filter(Boolean).join(' ');
  }
  return nodes;
}

export function richRenderer(): TwoslashRenderer {
  const rich = rendererRich({
    queryRendering: 'line',
    errorRendering: 'line',
    hast: {
      hoverToken: { properties: { tabindex: 0 } },
      hoverPopup: { properties: { class: POPUP_CLASS, role: 'tooltip' } },
      completionPopup: { properties: { class: `twoslash-completion-list ${COPY_IGNORE}` } },
    },
  });
  return {
    ...rich,
    lineError(error) {
      return ignoredByCopy(rich.lineError?.call(this, error) ?? []);
    },
    lineQuery(query, node) {
      return ignoredByCopy(rich.lineQuery?.call(this, query, node) ?? []);
    },
    lineCustomTag(tag) {
      return ignoredByCopy(rich.lineCustomTag?.call(this, tag) ?? []);
    },
  };
}
