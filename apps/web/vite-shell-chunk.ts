import type { Plugin } from 'vite';

/**
 * The code every page runs before it is shown (the entry and everything it imports statically) as one
 * chunk, not the dozens of small shared chunks the bundler would otherwise cut it into because lazy
 * screens import the same modules: the browser loads all of them on every page anyway, each file costs
 * a request and its headers, and one file compresses better than its parts (about 6 KB of gzip on the
 * instrument page). The module graph is read once the build has it, before the chunks are made.
 */
export function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'havn-shell-chunk',
    apply: 'build',
    buildEnd() {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of entries) visit(id);
      // The entry keeps a chunk of its own: it is the file the page's script tag names (index.html's
      // module script, the entry's first import).
      for (const id of entries) {
        seen.delete(id);
        if (id.endsWith('.html'))
          for (const script of this.getModuleInfo(id)?.importedIds ?? []) seen.delete(script);
      }
      // Libraries and the domain's rules are reached through index files that re-export far more than
      // the shell uses (decimal.js, every rule): they stay where the bundler puts what is used.
      shell = new Set([...seen].filter((id) => !/[\\/](node_modules|packages[\\/]domain)[\\/]/.test(id)));
    },
  };
  return { plugin, test: (id) => shell.has(id) };
}
