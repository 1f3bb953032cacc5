import type { Plugin } from 'vite';

/** Where the server finds, per path, the chunks to announce (apps/server/src/http/serve-web-app.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** A chunk and every chunk it imports statically, transitively. */
function closure(chunks: Map<string, ChunkLike>, start: string): Set<string> {
  const found = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (found.has(file)) continue;
    found.add(file);
    pending.push(...(chunks.get(file)?.imports ?? []));
  }
  return found;
}

/**
 * Writes `route-preloads.json`: for each listed path, the lazy page chunk its route loads and what that chunk
 * imports, minus what index.html already preloads. The server puts them in that page's HTML as modulepreload
 * links, so /home's code downloads with the entry instead of after it (ADR 0060); other pages are not made to
 * download /home's code.
 */
export function routePreloads(pages: Record<string, string>): Plugin {
  return {
    name: 'tokri-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkLike);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByIndex = closure(chunks, entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const [path, module] of Object.entries(pages)) {
        const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!page) this.error(`route-preloads: no chunk for ${module}`);
        preloads[path] = [...closure(chunks, page.fileName)]
          .filter((file) => !loadedByIndex.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
