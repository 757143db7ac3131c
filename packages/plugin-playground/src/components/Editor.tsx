/**
 * The playground's editor: a text area, so that it is labelled, read and edited as any text field
 * is. Tab indents; Escape, then Tab, leaves it, as in CodeMirror.
 */
import { type KeyboardEvent, useId, useRef } from 'react';

export interface EditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's accessible name. */
  label: string;
  /** How to leave the field with the keyboard, read after its name. */
  hint: string;
  className?: string;
}

const INDENT = '  ';

/** Indents the selected lines (or inserts an indent at the caret), or outdents them with Shift. */
function indent(field: HTMLTextAreaElement, outdent: boolean): void {
  const { value, selectionStart, selectionEnd } = field;
  const lineStart = value.lastIndexOf('\n', selectionStart - 1) + 1;
  if (!outdent && selectionStart === selectionEnd) {
    field.setRangeText(INDENT, selectionStart, selectionEnd, 'end');
    return;
  }
  const lines = value.slice(lineStart, selectionEnd).split('\n');
  const changed = lines.map((line) => (outdent ? line.replace(/^ {1,2}/, '') : INDENT + line)).join('\n');
  field.setRangeText(changed, lineStart, selectionEnd, 'select');
}

export function Editor({ value, onChange, label, hint, className = '' }: EditorProps) {
  const hintId = useId();
  // After Escape, the next Tab is the browser's: it moves the focus out.
  const leaving = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      leaving.current = true;
      return;
    }
    if (event.key === 'Tab' && !leaving.current && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      indent(event.currentTarget, event.shiftKey);
      onChange(event.currentTarget.value);
      return;
    }
    if (event.key !== 'Shift') leaving.current = false;
  };
  return (
    <div className={`q-playground__editor ${className}`.trim()}>
      <textarea
        className="q-playground__textarea"
        aria-label={label}
        aria-describedby={hintId}
        value={value}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          leaving.current = false;
        }}
        rows={Math.min(Math.max(value.split('\n').length + 1, 6), 30)}
      />
      <p id={hintId} className="q-playground__hint">
        {hint}
      </p>
    </div>
  );
}
