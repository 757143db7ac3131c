/**
 * Rspress's `<Tag tag="new, experimental" />`: the frontmatter `tag` labels. The common ones
 * (`new`, `experimental`, `deprecated`, `updated`) are badges; anything else is its text.
 */
import { Badge } from './Badge';

const COMMON: Record<string, { text: string; type: 'tip' | 'info' | 'warning' | 'danger' }> = {
  new: { text: 'New', type: 'tip' },
  experimental: { text: 'Experimental', type: 'warning' },
  deprecated: { text: 'Deprecated', type: 'danger' },
  updated: { text: 'Updated', type: 'info' },
};

export function Tag({ tag }: { tag?: string }) {
  const tags = (tag ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (!tags.length) return null;
  return (
    <span className="q-tags">
      {tags.map((t) => {
        const common = COMMON[t];
        return common ? <Badge key={t} text={common.text} type={common.type} /> : <Badge key={t} text={t} type="info" />;
      })}
    </span>
  );
}
