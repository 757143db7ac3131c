/**
 * The translation report's page records from the last build: a page's record (its outline, the
 * `sourceHash` it records, the hash of its text) is made of its compiled entry alone, so an edit
 * build takes it as saved while the page's data key (`CompiledEntry.dataKey`: source hash, compile
 * options, route path, time) is the saved one, instead of a pass over every page's data and text
 * hash. Git history is not saved: it is read each build and joined to the records. Everything else
 * a record rests on (the config's translations and languages, the folders, this code) is the memo's
 * context, and a new context makes every record again.
 */
import type { TranslationPage } from '../pages/translation-report.js';
import { codeFingerprint, readJsonMap, sha1, writeJsonMap } from '../utils/files.js';

/** A page's record without its git history. */
export type SavedTranslationPage = Omit<TranslationPage, 'history'>;

type Saved = [dataKey: string, record: SavedTranslationPage];

/** The memo's entry holding the context; no file's path is empty. */
const CONTEXT = '';

export class TranslationMemo {
  private readonly next: Array<[string, Saved | string]>;

  private constructor(
    private readonly file: string | undefined,
    private readonly saved: Map<string, Saved | string>,
    context: string,
  ) {
    this.next = [[CONTEXT, context]];
  }

  /** The memo of `file` when its context is `context` (the inputs other than the pages), else an empty one; none without a file. */
  static open(file: string | undefined, context: string): TranslationMemo {
    // The records are made in this folder (translations.ts) with the report's hash (pages/).
    const code = codeFingerprint(import.meta.url) + codeFingerprint(new URL('../pages/translation-report.js', import.meta.url).href);
    const fullContext = sha1(`${code}\0${context}`);
    const memo = file ? readJsonMap<Saved | string>(file) : new Map<string, Saved | string>();
    return new TranslationMemo(file, memo.get(CONTEXT) === fullContext ? memo : new Map(), fullContext);
  }

  /** The file's record as saved, when the page's data key is the saved one; kept for the next build. */
  recordOf(absolutePath: string, dataKey: string | undefined): SavedTranslationPage | undefined {
    const saved = dataKey === undefined ? undefined : this.saved.get(absolutePath);
    if (!Array.isArray(saved) || saved[0] !== dataKey) return undefined;
    this.next.push([absolutePath, saved]);
    return saved[1];
  }

  /** Keeps a record made this build for the next one; a page without a data key is made every time. */
  remember(absolutePath: string, dataKey: string | undefined, record: SavedTranslationPage): void {
    if (dataKey !== undefined) this.next.push([absolutePath, [dataKey, record]]);
  }

  save(): void {
    if (this.file) writeJsonMap(this.file, this.next);
  }
}
