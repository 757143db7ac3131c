/**
 * A playground block as the plugin draws it: the editor beside the live preview (or above it,
 * `vertical`), laid out by the block's `direction`, then the page's `playgroundDirection`, then
 * the plugin's `defaultDirection`, as in Rspress.
 */
import { useLang, usePageData } from '@quire/runtime';
import { useState } from 'react';
import { Editor } from './Editor.js';
import type { ModuleLoaders } from './run-module.js';
import { Runner } from './Runner.js';
import { playgroundTexts } from './texts.js';
import './playground.css';

export type Direction = 'horizontal' | 'vertical';

export interface PlaygroundProps {
  code: string;
  language: string;
  /** The block's `direction=…`. */
  direction?: Direction;
  /** The plugin's `defaultDirection`. */
  defaultDirection?: Direction;
  editorPosition?: 'left' | 'right';
  imports?: ModuleLoaders;
}

const NONE: ModuleLoaders = {};

function isDirection(value: unknown): value is Direction {
  return value === 'horizontal' || value === 'vertical';
}

export default function Playground({
  code: written,
  language,
  direction,
  defaultDirection = 'horizontal',
  editorPosition = 'left',
  imports = NONE,
}: PlaygroundProps) {
  const texts = playgroundTexts(useLang());
  const pageDirection = usePageData().frontmatter.playgroundDirection;
  const layout = direction ?? (isDirection(pageDirection) ? pageDirection : defaultDirection);
  const [code, setCode] = useState(written);
  const editorFirst = layout === 'horizontal' && editorPosition === 'left';
  const editor = <Editor key="editor" value={code} onChange={setCode} label={`${texts.editor} (${language})`} hint={texts.hint} />;
  const runner = <Runner key="runner" code={code} language={language} imports={imports} texts={texts} />;
  return <div className={`q-playground q-playground--${layout}`}>{editorFirst ? [editor, runner] : [runner, editor]}</div>;
}
