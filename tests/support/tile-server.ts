import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface TileServer {
  /** The MAP_TILES_URL of this server (`http://127.0.0.1:{port}/{z}/{x}/{y}.png`). */
  template: string;
  origin: string;
  /** The paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

const TILE = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

/** A map tile drawn here: paper, a sea-blue grid, and its own address (256 × 256 PNG). */
async function drawTile(z: string, x: string, y: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#efe9df"/>
    <path d="M0 0.5H256M0.5 0V256M0 128H256M128 0V256" stroke="#c9d3d8" stroke-width="1"/>
    <text x="12" y="26" font-family="sans-serif" font-size="13" fill="#8a9aa3">${z}/${x}/${y}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * A tile server on loopback for the browser tests (the maps never reach the internet): it draws every
 * tile it is asked for and counts the requests.
 */
export async function startTileServer(): Promise<TileServer> {
  const requests: string[] = [];
  const cache = new Map<string, Promise<Buffer>>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    requests.push(path);
    const match = TILE.exec(path);
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const [, z, x, y] = match;
    if (!cache.has(path)) cache.set(path, drawTile(z, x, y));
    cache
      .get(path)!
      .then((png) => {
        res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(png);
      })
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    template: `${origin}/{z}/{x}/{y}.png`,
    origin,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
