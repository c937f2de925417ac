// Builds the server and the command line into dist/: one ES module each, the contract's TypeScript
// bundled in, every npm dependency left to node_modules (decision 019).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const contract = JSON.parse(readFileSync(path.join(root, '../../packages/contract/package.json'), 'utf8'));
// the contract is source, not a built package: it goes into the bundle, its own dependencies stay out
const external = [...Object.keys(manifest.dependencies), ...Object.keys(contract.dependencies)]
  .filter((name) => name !== '@portal/contract')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', cli: 'src/cli/main.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: true,
  // a stack trace names the source file and line, not the bundle's
  logLevel: 'warning',
});
