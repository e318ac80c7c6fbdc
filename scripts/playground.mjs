// The playground page (playground/): build it, and serve it.
//   npm run playground:build    writes the static page to playground/dist/ (index.html, style.css, app.js):
//                               host those three files anywhere; the page works offline
//   npm run playground          builds, then serves playground/dist/ on http://localhost:$PORT/ (8000 by default)
// esbuild bundles playground/app.ts with the library's public entry points (one minified file,
// with a source map); the page has no framework and loads nothing else.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PLAYGROUND = join(root, 'playground');
export const OUT = join(PLAYGROUND, 'dist');

/** Builds the page into playground/dist/ and returns the folder. */
export async function buildPlayground() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  await build({
    entryPoints: [join(PLAYGROUND, 'app.ts')],
    outfile: join(OUT, 'app.js'),
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    target: ['es2020'],
    logLevel: 'warning',
  });
  for (const file of ['index.html', 'style.css']) copyFileSync(join(PLAYGROUND, file), join(OUT, file));
  return OUT;
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.map': 'application/json' };

/** Serves `folder` on `port` (0: any free port); resolves to the server once it listens. */
export function servePlayground(folder = OUT, port = 0) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(folder, path === '/' ? 'index.html' : path));
    if (!file.startsWith(folder + sep)) {
      response.writeHead(403).end();
      return;
    }
    let body;
    try {
      body = readFileSync(file);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = await buildPlayground();
  if (process.argv.includes('--build')) {
    console.log(`playground written to ${folder}`);
  } else {
    const port = process.env.PORT === undefined || process.env.PORT === '' ? 8000 : Number(process.env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      console.error(`PORT must be a port number from 0 to 65535, got ${JSON.stringify(process.env.PORT)}`);
      process.exit(2);
    }
    const server = await servePlayground(folder, port);
    console.log(`urikit playground: http://localhost:${server.address().port}/`);
  }
}
