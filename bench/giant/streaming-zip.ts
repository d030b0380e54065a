/**
 * Writes a zip archive straight to a file, one entry at a time: a large entry is deflated from
 * a generator of pieces as they come, so a file that inflates to gigabytes is made without ever
 * holding its content in memory. An entry may declare a false uncompressed size (a lying bomb).
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const UTF8_NAMES = 0x0800;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

export class StreamingZip {
  private readonly fd: number;
  private offset = 0;
  private readonly entries: Written[] = [];

  constructor(path: string) {
    this.fd = openSync(path, 'w');
  }

  /** A small part, deflated at once. */
  addText(name: string, text: string): void {
    const raw = Buffer.from(text, 'utf8');
    this.writeEntry(name, deflateRawSync(raw), crc32(raw), raw.length);
  }

  /** A large part deflated piece by piece; `declaredSize` replaces the true size in the headers. */
  async addGenerated(name: string, pieces: () => Generator<Buffer>, declaredSize?: (trueSize: number) => number): Promise<{ size: number; compressed: number }> {
    const nameBytes = Buffer.from(name, 'utf8');
    const headerAt = this.offset;
    this.write(Buffer.alloc(30 + nameBytes.length)); // filled in once the sizes are known
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const source = Readable.from((function* () {
      for (const piece of pieces()) {
        crc = crc32(piece, crc);
        size += piece.length;
        yield piece;
      }
    })());
    const deflate = source.pipe(createDeflateRaw({ level: 9 }));
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      this.write(chunk);
      compressed += chunk.length;
    }
    const declared = declaredSize ? declaredSize(size) : size;
    const entry = { name: nameBytes, crc, compressed, size: declared, offset: headerAt };
    writeSync(this.fd, this.localHeader(entry), 0, 30 + nameBytes.length, headerAt);
    this.entries.push(entry);
    return { size, compressed };
  }

  /** Writes the central directory and closes the file; answers the archive's size. */
  finish(): number {
    const directoryAt = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(CENTRAL_HEADER, 0);
      header.writeUInt16LE(20, 4);
      this.commonFields(header, 6, entry);
      header.writeUInt32LE(entry.offset, 42);
      this.write(header);
      this.write(entry.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - directoryAt, 12);
    end.writeUInt32LE(directoryAt, 16);
    this.write(end);
    closeSync(this.fd);
    return this.offset;
  }

  private writeEntry(name: string, body: Buffer, crc: number, size: number): void {
    const entry = { name: Buffer.from(name, 'utf8'), crc, compressed: body.length, size, offset: this.offset };
    this.write(this.localHeader(entry));
    this.write(body);
    this.entries.push(entry);
  }

  private localHeader(entry: Written): Buffer {
    const header = Buffer.alloc(30 + entry.name.length);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    this.commonFields(header, 4, entry);
    entry.name.copy(header, 30);
    return header;
  }

  /** From "version needed" to the name length: the fields local and central headers share. */
  private commonFields(header: Buffer, at: number, entry: Written): void {
    header.writeUInt16LE(20, at);
    header.writeUInt16LE(UTF8_NAMES, at + 2);
    header.writeUInt16LE(8, at + 4);
    header.writeUInt16LE(0, at + 6);
    header.writeUInt16LE(33, at + 8); // 1980-01-01
    header.writeUInt32LE(entry.crc >>> 0, at + 10);
    header.writeUInt32LE(entry.compressed, at + 14);
    header.writeUInt32LE(entry.size >>> 0, at + 18);
    header.writeUInt16LE(entry.name.length, at + 22);
  }

  private write(bytes: Buffer): void {
    writeSync(this.fd, bytes);
    this.offset += bytes.length;
  }
}
