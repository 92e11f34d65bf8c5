// A small web site on loopback for the link-preview journeys: a real article page (the server's
// Open Graph fixture) and its picture; and map tiles for the project map (MAP_TILE_URL points
// here, so no journey asks the internet for a tile). The e2e server may fetch it because the global setup
// allows loopback with OUTBOUND_ALLOWED_PRIVATE_ADDRESSES.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { AVATAR_PNG as PICTURE, makePng } from './png';

/** One 256-pixel map tile, the same for every place. */
const TILE = makePng(256, 256);

const ARTICLE = fileURLToPath(
  new URL('../../server/src/modules/general/previews/fixtures/article.html', import.meta.url),
);

export interface LocalSite {
  /** The article's address, e.g. http://127.0.0.1:41235/news/barn-raising */
  articleUrl: string;
  /** The map's tile template, e.g. http://127.0.0.1:41235/tiles/{z}/{x}/{y}.png */
  tileUrl: string;
  stop(): Promise<void>;
}

export async function startLocalSite(): Promise<LocalSite> {
  const article = readFileSync(ARTICLE);
  const server: Server = createServer((request, response) => {
    if (request.url === '/news/barn-raising') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(article);
    } else if (request.url === '/images/barn.jpg') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(PICTURE);
    } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
      response.end(TILE);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The local site has no port');
  return {
    articleUrl: `http://127.0.0.1:${address.port}/news/barn-raising`,
    tileUrl: `http://127.0.0.1:${address.port}/tiles/{z}/{x}/{y}.png`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
