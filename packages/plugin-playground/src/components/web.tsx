/** `@quire/plugin-playground/web`: the parts of the plugin's playground, for a site's own `render` component. */
export { Editor, type EditorProps } from './Editor.js';
export { default as Playground, type PlaygroundProps } from './Playground.js';
export { Runner, type RunnerProps } from './Runner.js';
export type { ModuleLoaders } from './run-module.js';
export { type PlaygroundTexts, playgroundTexts } from './texts.js';
