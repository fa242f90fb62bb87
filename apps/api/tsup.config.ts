import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts', migrate: 'src/cli/migrate.ts', 'admin-create': 'src/cli/admin-create.ts' },
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  dts: false,
  sourcemap: true,
  // Workspace packages are TypeScript source: bundle them. npm dependencies stay external.
  noExternal: [/^@trovapro\//],
});
