import { describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE, routePreloads } from './route-preloads.js';

const chunk = (
  fileName: string,
  imports: string[],
  extra: { isEntry?: boolean; facadeModuleId?: string } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: extra.isEntry ?? false,
  facadeModuleId: extra.facadeModuleId ?? null,
});

describe("the build's list of /home's page chunks (ADR 0060)", () => {
  it("when /home's chunk imports shared and own chunks, then only those index.html does not already load are listed", () => {
    const bundle = {
      'assets/index-a1.js': chunk('assets/index-a1.js', ['assets/react-b2.js'], { isEntry: true }),
      'assets/react-b2.js': chunk('assets/react-b2.js', []),
      'assets/home-page-c3.js': chunk('assets/home-page-c3.js', ['assets/react-b2.js', 'assets/card-d4.js'], {
        facadeModuleId: '/repo/apps/web/src/features/home/home-page.tsx',
      }),
      'assets/card-d4.js': chunk('assets/card-d4.js', ['assets/money-e5.js']),
      'assets/money-e5.js': chunk('assets/money-e5.js', []),
      'assets/admin-f6.js': chunk('assets/admin-f6.js', ['assets/react-b2.js']),
      'assets/index-c7.css': { type: 'asset' as const, fileName: 'assets/index-c7.css' },
    };
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = routePreloads({ '/home': 'src/features/home/home-page.tsx' });
    const generateBundle = plugin.generateBundle as unknown as (
      this: unknown,
      options: unknown,
      bundle: unknown,
    ) => void;
    generateBundle.call(
      {
        emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe(ROUTE_PRELOADS_FILE);
    expect(JSON.parse(emitted[0]?.source ?? '{}')).toEqual({
      '/home': ['/assets/home-page-c3.js', '/assets/card-d4.js', '/assets/money-e5.js'],
    });
  });
});
