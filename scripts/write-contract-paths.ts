// Writes packages/contract/src/paths.ts, the browser's schema-free copy of every endpoint's verb and
// path, from the contract's `api`. Run it after adding or moving an endpoint:
//   node scripts/write-contract-paths.ts
// (packages/contract/src/paths.test.ts fails until the copy matches.)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpointRefsOf } from '../packages/contract/src/endpoint-ref.ts';
import { api } from '../packages/contract/src/index.ts';

const target = fileURLToPath(new URL('../packages/contract/src/paths.ts', import.meta.url));

function write(node: Record<string, unknown>, indent: string): string {
  return Object.entries(node)
    .map(([name, value]) => {
      const leaf = value as { method?: unknown; path?: unknown };
      if (typeof leaf.method === 'string' && typeof leaf.path === 'string') {
        return `${indent}${name}: { method: '${leaf.method}', path: '${leaf.path}' },\n`;
      }
      return `${indent}${name}: {\n${write(value as Record<string, unknown>, `${indent}  `)}${indent}},\n`;
    })
    .join('');
}

const source = `// Written by scripts/write-contract-paths.ts from the contract's \`api\` (index.ts): do not edit by hand.
import type { EndpointRefs } from './endpoint-ref.ts';
import type { api as contractApi } from './index.ts';

/**
 * Every endpoint's verb and path, grouped as \`api\` is, without a schema: what the web calls
 * (\`@havn/contract/web\`). Typed by the full definitions, so a missing or extra endpoint fails to compile.
 */
export const api: EndpointRefs<typeof contractApi> = {
${write(endpointRefsOf(api), '  ')}};
`;
writeFileSync(target, source);
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
