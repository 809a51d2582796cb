// One file of a ZIP archive (a DOCX or an ODT is one), read through the
// archive's central directory: the local headers of files written by
// streaming tools may leave sizes out, the directory never does.
import { inflateRawSync } from 'node:zlib';

/** The most a read entry may inflate to: a resume's text is far smaller, a ZIP bomb far larger. */
export const MAX_ENTRY_BYTES = 8 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * The bytes of the archive's entry `name`, or undefined when the archive has
 * no such entry or cannot be read (damaged, encrypted, ZIP64, another
 * compression than stored or deflate, or inflating past MAX_ENTRY_BYTES).
 */
export function readZipEntry(archive: Buffer, name: string): Buffer | undefined {
  try {
    return findEntry(archive, name);
  } catch {
    return undefined;
  }
}

function findEntry(zip: Buffer, name: string): Buffer | undefined {
  // The end record is the last 22 bytes, before a comment of at most 65535.
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= searchFrom; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      if (flags & 0x1) return undefined; // encrypted
      if (zip.readUInt32LE(localOffset) !== LOCAL_HEADER) return undefined;
      const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      if (data.length !== compressedSize) return undefined;
      if (method === 0) return data.length <= MAX_ENTRY_BYTES ? Buffer.from(data) : undefined;
      if (method === 8) return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES });
      return undefined;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return undefined;
}
