/** The `quire` command line: each command's own options, its help, and a one-line error for anything else. */
import { describe, expect, test } from 'vitest';
import { commandHelp, parseCommandLine } from '#core/cli-args.ts';

describe('parseCommandLine', () => {
  test('reads a command with its options, long, short and inline', async () => {
    expect(await parseCommandLine(['dev', '-p', '3001', '--host=127.0.0.1', '-c', 'other.config.ts'])).toEqual({
      kind: 'run',
      command: 'dev',
      values: { port: '3001', host: '127.0.0.1', config: 'other.config.ts' },
    });
    expect(await parseCommandLine(['translations', '--no-headings'])).toEqual({
      kind: 'run',
      command: 'translations',
      values: { 'no-headings': true },
    });
  });

  test('eject takes the name of one component, and lists them without one', async () => {
    expect(await parseCommandLine(['eject', 'Outline'])).toEqual({ kind: 'run', command: 'eject', values: {}, argument: 'Outline' });
    expect(await parseCommandLine(['eject'])).toEqual({ kind: 'run', command: 'eject', values: {} });
    expect(await parseCommandLine(['eject', 'Outline', 'Nav'])).toMatchObject({
      kind: 'error',
      message: 'unexpected argument "Nav" for "quire eject"',
    });
    expect(await parseCommandLine(['build', 'Outline'])).toMatchObject({ kind: 'error', message: 'unexpected argument "Outline" for "quire build"' });
    expect(commandHelp('eject')).toMatch(/^Usage: quire eject \[component\] \[options\]/);
  });

  const buildOptions =
    'its options are --config, --quiet, --verbose, --profile, --force, --stats, --compile-threads, --render-threads, --bundle-in-one-process, --help, --version (quire build --help says what each does)';
  const devOptions = 'its options are --config, --port, --host, --quiet, --verbose, --help, --version (quire dev --help says what each does)';
  test.each([
    [['build', '--frob'], 'unknown option --frob for "quire build"', buildOptions],
    [['build', '--verbos'], 'unknown option --verbos for "quire build"; did you mean --verbose?', buildOptions],
    // An option of another command is not one of this command's.
    [['build', '--port', '3000'], 'unknown option --port for "quire build"', buildOptions],
    [['build', '-p', '3000'], 'unknown option -p for "quire build"', buildOptions],
    [
      ['preview', '--hash', 'x'],
      'unknown option --hash for "quire preview"; did you mean --host?',
      'its options are --config, --port, --host, --help, --version (quire preview --help says what each does)',
    ],
    [['--frob'], 'unknown option --frob for "quire"', 'the options are --help, --version (quire --help says what each does)'],
    [['dev', '--port'], 'option --port of "quire dev" needs a value', devOptions],
    [
      ['translations', '--no-headings=yes'],
      'option --no-headings of "quire translations" takes no value',
      'its options are --config, --no-headings, --hash, --help, --version (quire translations --help says what each does)',
    ],
    [['build', 'docs'], 'unexpected argument "docs" for "quire build"', buildOptions],
    [
      ['biuld'],
      'unknown command "biuld"; did you mean "build"?',
      'the commands are dev, build, preview, eject, translations, version (quire --help says what each does)',
    ],
    [['serve'], 'unknown command "serve"', 'the commands are dev, build, preview, eject, translations, version (quire --help says what each does)'],
  ])('%j is refused: %s', async (argv, message, hint) => {
    expect(await parseCommandLine(argv)).toEqual({ kind: 'error', message, hint });
  });

  test('--version and -v, alone or after a command', async () => {
    expect(await parseCommandLine(['--version'])).toEqual({ kind: 'version' });
    expect(await parseCommandLine(['-v'])).toEqual({ kind: 'version' });
    expect(await parseCommandLine(['build', '--version'])).toEqual({ kind: 'version' });
  });

  test('each command says what it does, its options with their defaults and examples', () => {
    for (const name of ['dev', 'build', 'preview', 'translations'] as const) {
      const text = commandHelp(name);
      expect(text).toMatch(
        new RegExp(`^Usage: quire ${name} \\[options\\]\\n\\n[A-Z][^\\n]+\\n[\\s\\S]*\\nOptions:\\n[\\s\\S]*\\nExamples:\\n {2}quire ${name}`),
      );
    }
    expect(commandHelp('build')).toContain('-c, --config <file>          the site config (default: site.config.ts in this folder)');
    expect(commandHelp('dev')).toContain('port to listen on, 0 for any free one (default: 3000)');
    expect(commandHelp('preview')).toContain('(default: 4173)');
  });

  test('a command with --help gets its own options listed; no command gets the list of commands', async () => {
    expect(await parseCommandLine(['build', '--help'])).toEqual({ kind: 'help', text: commandHelp('build') });
    const build = commandHelp('build');
    expect(build).toMatch(/^Usage: quire build \[options\]/);
    expect(build).toContain('-c, --config <file>');
    expect(build).not.toContain('--port');
    const dev = commandHelp('dev');
    expect(dev).toContain('-p, --port <n>');
    expect(dev).toContain('--host <address>');
    expect(commandHelp('translations')).toContain('--no-headings');
    for (const argv of [[], ['--help'], ['-h']]) {
      const request = await parseCommandLine(argv);
      expect(request.kind).toBe('help');
      expect(request.kind === 'help' && request.text).toMatch(/Commands:\n {2}dev .*\n {2}build .*\n {2}preview .*\n {2}eject .*\n {2}translations /);
      expect(request.kind === 'help' && request.text).toContain('docs/index.md, docs/guide/intro.md');
      expect(request.kind === 'help' && request.text).toMatch(/Examples:\n {2}quire dev /);
    }
  });
});
