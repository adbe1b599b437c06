import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";

// A provider's photo host on 127.0.0.1 for the photo route's tests (and the browser's):
// it answers each path as the test says, and counts what it was asked and how many bytes
// of each answer it managed to send.

/** A real PNG of `width` × `height` pixels of one colour. */
export function pngBytes(width: number, height: number, [r, g, b]: [number, number, number] = [30, 120, 200]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits a channel, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

export type PhotoHandler = (res: ServerResponse, path: string) => void;

export type PhotoServer = Awaited<ReturnType<typeof startPhotoServer>>;

/** Serves `handlers` by path (anything else: 404); `fallback` answers every other path when given. */
export async function startPhotoServer(handlers: Record<string, PhotoHandler> = {}, fallback?: PhotoHandler) {
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    requested.push(path);
    const handler = handlers[path] ?? fallback;
    if (handler) handler(res, path);
    else res.writeHead(404, { "content-type": "text/plain" }).end("no such photo");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requested,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
