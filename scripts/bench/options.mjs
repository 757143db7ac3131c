/** Command-line options of `pnpm bench`. */
import path from 'node:path';
import { parseArgs } from 'node:util';

export const FRAMEWORKS = ['quire', 'rspress', 'vitepress', 'starlight'];

/**
 * @typedef {{
 *   pages: number[], runs: number, frameworks: string[], out: string, scale: number[] | undefined,
 *   ci: boolean, browser: boolean, lighthouse: LighthouseCategory[], dev: boolean, devEdits: boolean, seed: number
 * }} BenchOptions
 * @typedef {'performance' | 'accessibility'} LighthouseCategory
 */

const USAGE = `Usage: pnpm bench [--pages 50,200] [--runs K] [--frameworks quire,rspress,vitepress,starlight]
                  [--scale 50,200,800,2500,10000] [--out bench-results] [--no-browser] [--no-lighthouse] [--no-dev] [--no-dev-edits] [--ci]`;

const list = (text) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const numbers = (text, name) => {
  const values = list(text).map(Number);
  if (!values.length || values.some((n) => !Number.isInteger(n) || n < 2))
    throw new Error(`--${name} wants whole numbers ≥ 2, got "${text}"\n${USAGE}`);
  return values;
};

export const DEFAULT_SCALE = '50,200,800,2500,10000';

/** @returns {BenchOptions} */
export function readOptions(argv, cwd) {
  // A bare `--scale` means the default sizes.
  const args = argv.flatMap((a, i) => (a === '--scale' && (argv[i + 1] === undefined || argv[i + 1].startsWith('--')) ? [a, DEFAULT_SCALE] : [a]));
  const { values } = parseArgs({
    args,
    options: {
      pages: { type: 'string' },
      runs: { type: 'string' },
      frameworks: { type: 'string' },
      scale: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      ci: { type: 'boolean', default: false },
      'no-browser': { type: 'boolean', default: false },
      'no-lighthouse': { type: 'boolean', default: false },
      'no-dev': { type: 'boolean', default: false },
      'no-dev-edits': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const frameworks = values.ci ? ['quire'] : list(values.frameworks ?? FRAMEWORKS.join(','));
  const unknown = frameworks.filter((f) => !FRAMEWORKS.includes(f));
  if (unknown.length) throw new Error(`unknown framework ${unknown.join(', ')}; choose from ${FRAMEWORKS.join(', ')}`);
  const runs = values.ci ? 1 : Number(values.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number ≥ 1\n${USAGE}`);
  return {
    // `--scale` alone measures only the scale series.
    pages: values.ci ? [20] : values.pages ? numbers(values.pages, 'pages') : values.scale ? [] : [200],
    runs,
    frameworks,
    // `--ci` builds a second, larger site to see that an edit's changed files do not grow with it.
    scale: values.ci ? [40] : values.scale ? numbers(values.scale, 'scale') : undefined,
    out: path.resolve(cwd, values.out ?? 'bench-results'),
    ci: values.ci,
    browser: !values['no-browser'],
    // `--ci` holds accessibility at 100 and leaves out performance, whose simulated phone load
    // takes far longer and whose score swings with the machine's load.
    lighthouse: values['no-lighthouse'] ? [] : values.ci ? ['accessibility'] : ['performance', 'accessibility'],
    dev: !values['no-dev'],
    // MDX edit → visible in Chromium, on the dev server the first-page figure started. Not in
    // `--ci`: it adds ≈10 s (a browser, a 2 s pause, five edits) and its times swing with the load.
    devEdits: !values.ci && !values['no-dev'] && !values['no-dev-edits'],
    seed: Number(values.seed ?? 7),
  };
}
