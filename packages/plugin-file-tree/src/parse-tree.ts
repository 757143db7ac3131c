/**
 * Reads the text of a ```tree block, as `tree` prints it or as people type it: box-drawing
 * (`├── `, `│   `, `└── `) or ASCII (`|-- `, `` `-- ``) branches, or plain indentation, two or
 * four columns a level; a name may be followed by a comment (`// …`, `# …`, `<- …`, or after
 * two spaces). A name ending in `/`, one with entries under it, or one without an extension is
 * a folder, as in rspress-plugin-file-tree.
 */
export interface TreeEntry {
  name: string;
  kind: 'folder' | 'file';
  comment?: string;
  children: TreeEntry[];
}

/** Branch and guide characters before a name: `├──`, `└──`, `|--`, `` `-- ``, `+--`, `│`, `|` and spaces. */
const BRANCHES = /^(?:[├└`+|](?:─+|-{2,})|[│|]|\s)*/u;
const COMMENT = /\s+(?:\/\/|#|<-+|-+>|←)\s*.*$|\s{2,}\S.*$/u;
const EXTENSION_THEN_TEXT = /^(.*?\.[\p{L}\p{N}]+)\s+(\S.*)$/u;

/** The name and comment of an entry's text (`src/  // sources` → `src/`, `// sources`). */
export function splitComment(text: string): { name: string; comment?: string } {
  const marked = COMMENT.exec(text);
  if (marked && marked.index > 0) return { name: text.slice(0, marked.index), comment: marked[0].trim() };
  const afterExtension = EXTENSION_THEN_TEXT.exec(text);
  if (afterExtension) return { name: afterExtension[1], comment: afterExtension[2] };
  return { name: text };
}

function kindOf(name: string): TreeEntry['kind'] {
  if (name.endsWith('/')) return 'folder';
  const base = name.split('/').pop() ?? name;
  if (base.startsWith('.') || /\.[\p{L}\p{N}]+$/u.test(base)) return 'file';
  return 'folder';
}

export function parseTree(text: string): TreeEntry[] {
  const roots: TreeEntry[] = [];
  // Open entries by the column their name starts at; an entry's parent is the last one left of it.
  const open: Array<{ column: number; entry: TreeEntry }> = [];
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  for (const [i, line] of lines.entries()) {
    const column = BRANCHES.exec(line)?.[0].length ?? 0;
    const rest = line.slice(column).trimEnd();
    // The `.` `tree` prints first is the folder it ran in: its entries are the tree.
    if (i === 0 && rest === '.') continue;
    const { name, comment } = splitComment(rest);
    const entry: TreeEntry = { name: name.replace(/\/$/, '') || name, kind: kindOf(name), children: [] };
    if (comment) entry.comment = comment;
    while (open.length && open[open.length - 1].column >= column) open.pop();
    const parent = open[open.length - 1]?.entry;
    if (parent) {
      parent.children.push(entry);
      parent.kind = 'folder';
    } else roots.push(entry);
    open.push({ column, entry });
  }
  return roots;
}
