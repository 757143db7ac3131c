/**
 * The library build every Quire package shares (an Rslib `lib` entry): each source file becomes
 * one ES module in `dist/` with its declaration, so the package's module graph (and any path found
 * from `import.meta.url`) is the same as in `src/`; `exclude` leaves files to a lib entry of their own. Typed by the package's own `defineConfig`.
 */
export function fileByFileLib({
  target,
  copy,
  jsx = true,
  exclude = [],
}: {
  target: 'node' | 'web';
  copy?: Array<{ from: string; to: string }>;
  jsx?: boolean;
  exclude?: string[];
}) {
  return {
    format: 'esm' as const,
    bundle: false,
    syntax: 'es2023' as const,
    dts: true,
    source: {
      entry: { index: [jsx ? './src/**/*.{ts,tsx}' : './src/**/*.ts', '!./src/**/*.d.ts', ...exclude.map((file) => `!${file}`)] },
      tsconfigPath: './tsconfig.build.json',
    },
    output: { target, ...(copy ? { copy } : {}) },
    ...(jsx ? { tools: { swc: { jsc: { transform: { react: { runtime: 'automatic' as const } } } } } } : {}),
  };
}
