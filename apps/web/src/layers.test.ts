import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web's layers point one way (ARCHITECTURE.md): app/ (router, providers, shell) and screens/ compose
 * features; features, the design system (components/) and lib/ never import app/ or screens/.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => join(folder, file));
}

/** The folders under src/ that a file's relative imports land in. */
function importedTopFolders(file: string): { specifier: string; top: string }[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => {
    const specifier = match[1] ?? '';
    const target = relative(SRC, resolve(SRC, dirname(file), specifier));
    return { specifier, top: target.split(/[\\/]/)[0] ?? '' };
  });
}

describe('the web layers', () => {
  it.each(['features', 'components', 'lib'])('%s/ never imports app/ or screens/', (folder) => {
    const wrong = sourceFiles(folder).flatMap((file) =>
      importedTopFolders(file)
        .filter(({ top }) => top === 'app' || top === 'screens')
        .map(({ specifier }) => `${file} imports ${specifier}`),
    );
    expect(wrong).toEqual([]);
  });

  it('components/ (the design system) never imports a feature', () => {
    const wrong = sourceFiles('components').flatMap((file) =>
      importedTopFolders(file)
        .filter(({ top }) => top === 'features')
        .map(({ specifier }) => `${file} imports ${specifier}`),
    );
    expect(wrong).toEqual([]);
  });
});
