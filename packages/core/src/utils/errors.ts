/**
 * The framework's own error: always says which file, and where in it, went wrong.
 * Everything the compiler throws on bad input is a QuireError, so the CLI and the
 * dev server can print it the same way.
 */
export interface SourcePosition {
  line: number;
  column: number;
}

export class QuireError extends Error {
  readonly file?: string;
  readonly position?: SourcePosition;
  readonly reason: string;

  constructor(reason: string, options: { file?: string; position?: SourcePosition; cause?: unknown } = {}) {
    super(formatLocation(options.file, options.position) + reason, { cause: options.cause });
    this.name = 'QuireError';
    this.reason = reason;
    this.file = options.file;
    this.position = options.position;
  }
}

export function formatLocation(file?: string, position?: SourcePosition): string {
  if (!file) return '';
  if (!position) return `${file}: `;
  return `${file}:${position.line}:${position.column}: `;
}

/** Errors raised by unified/micromark/acorn carry `line`/`column` (VFileMessage); keep them. */
export function toQuireError(error: unknown, file: string): QuireError {
  if (error instanceof QuireError) return error;
  const e = error as { reason?: string; message?: string; line?: number; column?: number; place?: unknown };
  const reason = e?.reason ?? e?.message ?? String(error);
  // Some parser errors (such as an unclosed JSX tag at the end of a file) carry no place,
  // only a `(line:column-line:column)` in their text.
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  const position =
    typeof e?.line === 'number'
      ? { line: e.line, column: typeof e.column === 'number' ? e.column : 1 }
      : inText
        ? { line: Number(inText[1]), column: Number(inText[2]) }
        : undefined;
  return new QuireError(reason, { file, position, cause: error });
}
