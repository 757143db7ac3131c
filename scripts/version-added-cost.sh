#!/bin/bash
# The cost of adding an untouched old version: a one-language site of 120 pages in docs/v2/
# (links, a code block, a container, a table each), built warm, then `quire version v1` and one
# more build, whose compile count, time, .quire/ size and JS files in dist/ are printed.
# Usage: scripts/version-added-cost.sh [folder, default e2e/.tmp/version-added-cost]
set -e
ROOT=$(cd "$(dirname "$0")/.." && pwd)
D=${1:-$ROOT/e2e/.tmp/version-added-cost}
Q="node $ROOT/packages/core/bin/quire.mjs"
rm -rf $D; mkdir -p $D/docs/v2/guide
cat > $D/site.config.ts <<'C'
import { defineConfig } from '@quire/core/config';
export default defineConfig({
  title: 'Versions bench',
  lang: 'en',
  siteUrl: 'https://bench.example.com',
  multiVersion: { default: 'v2', versions: ['v2'] },
});
C
printf -- '---\npageType: home\n---\n\n# Home\n' > $D/docs/v2/index.mdx
for i in $(seq 1 120); do
  n=$(( i % 120 + 1 ))
  cat > $D/docs/v2/guide/page-$i.mdx <<P
# Page $i

Some text about topic $i, with **bold** words and a [link to the next page](./page-$n) and [an absolute one](/guide/page-1).

## Options {#options}

\`\`\`ts title="example-$i.ts"
export function run$i(value: number): number {
  return value * $i;
}
\`\`\`

:::tip
A tip on page $i.
:::

| option | default |
| --- | --- |
| a$i | $i |

## Usage

Call \`run$i\` as in [options](#options).
P
done
cd $D
$Q build >/dev/null 2>&1; $Q build >/dev/null 2>&1
echo "warm, v2 only: .quire $(du -sk .quire | cut -f1) KB"
$Q version v1 >/dev/null
s=$(date +%s.%N); out=$($Q build --verbose 2>&1); e=$(date +%s.%N)
echo "$out" | grep -E ' compiled|Built|✓ compile|✓ bundle|✓ render'
echo "after quire version v1: wall $(echo "$e - $s" | bc) s; .quire $(du -sk .quire | cut -f1) KB; dist JS files $(find dist -name '*.js' | wc -l)"
s=$(date +%s.%N); out=$($Q build --verbose 2>&1); e=$(date +%s.%N)
echo "$out" | grep -E ' compiled'; echo "warm again: wall $(echo "$e - $s" | bc) s"
