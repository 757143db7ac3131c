/**
 * Type-checks every complete config example in the docs: each code block whose meta has
 * `title="rsbuild.config.ts"` in docs/en and docs/zh is written to
 * tests/examples-typecheck/.cases/<lang>/<page>-<n>.ts and checked with one `tsc --noEmit`
 * run against @rsbuild/core 1.x and its 1.x plugins (installed in that isolated workspace
 * package). Errors are printed against the .mdx file and line of the example.
 *   pnpm check:examples
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { glob } from 'tinyglobby';

export interface Example {
  /** Path of the .mdx file relative to the repository root. */
  file: string;
  /** 1-based line in the .mdx file of the first line of code. */
  line: number;
  code: string;
  /** Number of columns stripped from each code line (indented fences). */
  indent: number;
}

const FENCE = /^( *)(`{3,}|~{3,})(.*)$/;

/**
 * A small line-based fence parser: finds fenced code blocks (also indented ones inside lists
 * and `<Tab>`s) and returns those whose meta carries `title="rsbuild.config.ts"`.
 */
export function extractExamples(source: string, file: string): Example[] {
  const lines = source.split(/\r?\n/);
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const indent = open[1].length;
    const fence = open[2];
    const info = open[3];
    // A backtick fence's info string cannot contain backticks (that is inline code).
    if (fence[0] === '`' && info.includes('`')) continue;
    const close = new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) end++;
    const meta = info.trim().split(/\s+/).slice(1).join(' ');
    if (/\btitle=(["'])rsbuild\.config\.ts\1/.test(meta)) {
      const body = lines.slice(i + 1, end).map((l) => {
        const lead = l.search(/[^ ]|$/);
        return l.slice(Math.min(lead, indent));
      });
      examples.push({ file, line: i + 2, code: `${body.join('\n')}\n`, indent });
    }
    i = end;
  }
  return examples;
}

interface Case extends Example {
  casePath: string;
}

async function main(): Promise<number> {
  const started = performance.now();
  const repoRoot = process.cwd();
  const pkgDir = path.join(repoRoot, 'tests/examples-typecheck');
  const casesDir = path.join(pkgDir, '.cases');
  fs.rmSync(casesDir, { recursive: true, force: true });

  const cases: Case[] = [];
  for (const lang of ['en', 'zh']) {
    const files = (await glob('**/*.{md,mdx}', { cwd: path.join(repoRoot, 'docs', lang) })).sort();
    for (const rel of files) {
      const file = `docs/${lang}/${rel}`;
      const examples = extractExamples(fs.readFileSync(path.join(repoRoot, file), 'utf8'), file);
      const page = rel.replace(/\.mdx?$/, '').replace(/[\\/]/g, '__');
      examples.forEach((example, index) => {
        const casePath = path.join(casesDir, lang, `${page}-${index + 1}.ts`);
        cases.push({ ...example, casePath });
      });
    }
  }
  for (const c of cases) {
    fs.mkdirSync(path.dirname(c.casePath), { recursive: true });
    fs.writeFileSync(c.casePath, c.code);
  }
  if (cases.length === 0) {
    console.error('no rsbuild.config.ts examples found under docs/');
    return 1;
  }

  const require = createRequire(path.join(pkgDir, 'package.json'));
  let tsc: string;
  try {
    tsc = require.resolve('typescript/bin/tsc');
  } catch {
    console.error('typescript is not installed in tests/examples-typecheck: run `pnpm install` first');
    return 1;
  }
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '-p', path.join(pkgDir, 'tsconfig.json')], {
    cwd: pkgDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  const byPath = new Map(cases.map((c) => [path.resolve(c.casePath), c]));
  const failing = new Set<Case>();
  const messages: string[] = [];
  // `file(line,col): error TS1234: message`, continuation lines indented.
  for (const raw of output.split('\n')) {
    const m = /^(.+?)\((\d+),(\d+)\): (error|warning) (TS\d+): (.*)$/.exec(raw);
    if (!m) {
      if (raw.trim() && messages.length) messages[messages.length - 1] += `\n    ${raw.trim()}`;
      else if (raw.trim()) messages.push(raw);
      continue;
    }
    const c = byPath.get(path.resolve(pkgDir, m[1]));
    if (!c) {
      messages.push(raw);
      continue;
    }
    failing.add(c);
    const line = c.line + Number(m[2]) - 1;
    const col = Number(m[3]) + c.indent;
    messages.push(`${c.file}:${line}:${col} ${m[5]}: ${m[6]}`);
  }

  if (result.status !== 0 || messages.length) {
    for (const msg of messages) console.error(`✗ ${msg}`);
    console.error(`\n${cases.length - failing.size} passed, ${failing.size} failed (${cases.length} rsbuild.config.ts examples, ${seconds}s)`);
    return 1;
  }
  console.log(`${cases.length} passed, 0 failed (${cases.length} rsbuild.config.ts examples type-checked in ${seconds}s)`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(await main());
}
