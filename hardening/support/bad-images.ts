/**
 * Files that must never become a stored image: not images at all, polyglots that are a broken
 * image and a script or page at once, an SVG with a script, and pixel bombs — tiny files that
 * declare tens of thousands of pixels a side. Plus a good PNG and a valid JPEG that carries HTML
 * in a comment (accepted only because re-encoding leaves nothing of the comment).
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** CRC-32 as PNG chunks need it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A well-formed PNG header that declares width × height, with one small compressed row of data. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3 > 65_536 ? 65_536 : 1 + width * 3))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF whose screen and single frame are 65535 × 65535, with almost no image data. */
function gifBomb(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]), // screen 65535×65535, no colour table
    Buffer.from([0x2c, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0x00]), // image descriptor
    Buffer.from([0x02, 0x02, 0x4c, 0x01, 0x00, 0x3b]), // minimal LZW data, trailer
  ]);
}

/** The classic GIF/JavaScript polyglot: starts as a GIF header, runs as a script. */
function gifScriptPolyglot(): Buffer {
  return Buffer.concat([
    Buffer.from('GIF89a/*', 'ascii'),
    Buffer.from([0x0a, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x00]),
    Buffer.from('*/=1;alert(document.domain);//', 'ascii'),
    Buffer.from([0x3b]),
  ]);
}

/** A JPEG start (SOI, JFIF header) followed by an HTML page instead of image data. */
function jpegHtmlPolyglot(): Buffer {
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>', 'ascii');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([(html.length + 2) >> 8, (html.length + 2) & 0xff]), html]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'ascii'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    comment,
    Buffer.from([0xff, 0xd9]),
  ]);
}

export const SCRIPT_MARKER = '<script>alert(document.cookie)</script>';

/** A real, decodable JPEG with an HTML page in a comment segment (FF FE) right after SOI. */
export async function validJpegWithHtmlComment(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#b87333' } }).jpeg().toBuffer();
  const html = Buffer.from(`<html><body>${SCRIPT_MARKER}</body></html>`, 'ascii');
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (html.length + 2) >> 8, (html.length + 2) & 0xff]), html]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

export async function goodPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } }).png().toBuffer();
}

/** Name → bytes. Every one is sent claiming to be `photo.jpg`, image/jpeg. */
export function badImages(): Record<string, Buffer> {
  return {
    'plain text': Buffer.from('This is not an image, only some words.\n'),
    'an HTML page': Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    'a PDF': Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    'an empty file': Buffer.alloc(0),
    'a GIF/JavaScript polyglot': gifScriptPolyglot(),
    'a JPEG/HTML polyglot': jpegHtmlPolyglot(),
    'an SVG with a script': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
    'a PNG pixel bomb (50000 × 50000)': pngDeclaring(50_000, 50_000),
    'a GIF pixel bomb (65535 × 65535)': gifBomb(),
    'a WebP header over garbage': Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(40, 0x41)]),
  };
}
