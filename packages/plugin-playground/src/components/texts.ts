/** What the playground says, in the languages of Quire's built-in texts. */
const EN = {
  editor: 'Code editor',
  hint: 'Tab indents. To leave the editor, press Escape, then Tab.',
  preview: 'Preview',
  loading: 'Loading the preview…',
  error: 'Error',
  noDefault: 'The code has no default export to render.',
  blocked: "This site's Content-Security-Policy does not let the playground run code (script-src needs 'unsafe-eval').",
  notAvailable: (name: string) => `Module "${name}" is not available in the playground: the site adds it to the plugin's include option.`,
};

const ZH: typeof EN = {
  editor: '代码编辑器',
  hint: 'Tab 键缩进。要离开编辑器，先按 Escape，再按 Tab。',
  preview: '预览',
  loading: '正在加载预览…',
  error: '错误',
  noDefault: '代码没有可渲染的默认导出。',
  blocked: "本站的 Content-Security-Policy 不允许演练场运行代码（script-src 需要 'unsafe-eval'）。",
  notAvailable: (name: string) => `演练场中没有模块 "${name}"：需在插件的 include 选项中加入它。`,
};

export type PlaygroundTexts = typeof EN;

export function playgroundTexts(lang: string): PlaygroundTexts {
  return lang === 'zh' || lang.startsWith('zh-') ? ZH : EN;
}
