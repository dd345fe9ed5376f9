// A dependency-free static server for the e2e tests (and `node e2e/serve.mjs [PORT]` by hand).
// Serves the repository root on 127.0.0.1; `.wasm` as application/wasm.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
  '.ftl': 'text/plain; charset=utf-8',
};

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export function serve(root = REPO_ROOT, port = 0) {
  root = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    try {
      let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      if (p.endsWith('/')) p += 'index.html';
      // The page names its icon (www/icon.svg); a browser still asks for /favicon.ico on other documents (the
      // tests' storage set-up opens www/icon.svg): nothing, rather than a 404 in the console.
      if (p === '/favicon.ico') { res.writeHead(204).end(); return; }
      const file = path.join(root, p);
      if (file !== root && !file.startsWith(root + path.sep)) { res.writeHead(403).end(); return; }
      // `no-cache` with an ETag: the browser asks every time (a rebuilt file is seen at once) and a file that has
      // not changed is answered 304, so the browser keeps its compiled scripts and wasm from the last visit.
      const stat = await fs.stat(file);
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
                        'cache-control': 'no-cache', etag };
      if (req.headers['if-none-match'] === etag) { res.writeHead(304, headers).end(); return; }
      const body = await fs.readFile(file);
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${server.address().port}/`,
      close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(r); }),
    }));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 8080);
  const s = await serve(REPO_ROOT, port);
  console.log(`Serving ${REPO_ROOT} at ${s.url}`);
}
