/** A query as the search core uses it: folded, split into the words that must all match. */
import { normalize, type Script, tokenize } from '@quire/shared/search-normalize';

export interface QueryTerm {
  text: string;
  script: Script;
}

export interface ParsedQuery {
  /** The folded query with spaces collapsed: pages holding it as a whole rank higher. */
  phrase: string;
  terms: QueryTerm[];
}

export function parseQuery(query: string): ParsedQuery {
  const phrase = normalize(query).trim().replace(/\s+/g, ' ');
  const seen = new Set<string>();
  const terms: QueryTerm[] = [];
  for (const t of tokenize(phrase)) {
    if (seen.has(t.text)) continue;
    seen.add(t.text);
    terms.push({ text: t.text, script: t.script });
  }
  return { phrase, terms };
}
