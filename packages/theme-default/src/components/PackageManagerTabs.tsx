/** One install command shown for npm, yarn, pnpm and bun; the reader's choice is remembered site-wide. */
import { CodeBlock } from './CodeBlock';
import { Tab, Tabs } from './Tabs';

export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function commandsFor(command: string | Partial<Record<PackageManager, string>>): Record<PackageManager, string> {
  if (typeof command === 'string') {
    return Object.fromEntries(PACKAGE_MANAGERS.map((pm) => [pm, `${pm} ${command}`])) as Record<PackageManager, string>;
  }
  return Object.fromEntries(PACKAGE_MANAGERS.map((pm) => [pm, command[pm] ?? `${pm} ${command.npm?.replace(/^npm\s+/, '') ?? ''}`])) as Record<
    PackageManager,
    string
  >;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function PackageManagerTabs({ command }: { command: string | Partial<Record<PackageManager, string>> }) {
  const commands = commandsFor(command);
  return (
    <Tabs groupId="package-manager">
      {PACKAGE_MANAGERS.map((pm) => (
        <Tab key={pm} label={pm}>
          <CodeBlock lang="bash" html={`<pre class="shiki"><code><span class="line">${escapeHtml(commands[pm])}</span></code></pre>`} />
        </Tab>
      ))}
    </Tabs>
  );
}
