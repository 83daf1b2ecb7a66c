// The type a release's download is sent with, found from its first bytes (never the name or
// the client's word): a browser then offers to save an archive or shows a PDF, and nothing
// uploaded is ever served as HTML or script.

const SIGNATURES: { type: string; extension: string; bytes: number[] }[] = [
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'application/zip', extension: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/gzip', extension: 'gz', bytes: [0x1f, 0x8b] },
  { type: 'application/x-xz', extension: 'xz', bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { type: 'application/x-bzip2', extension: 'bz2', bytes: [0x42, 0x5a, 0x68] },
  { type: 'application/x-7z-compressed', extension: '7z', bytes: [0x37, 0x7a, 0xbc, 0xaf] },
  { type: 'application/x-rpm', extension: 'rpm', bytes: [0xed, 0xab, 0xee, 0xdb] },
  {
    type: 'application/vnd.debian.binary-package',
    extension: 'deb',
    bytes: [...'!<arch>'].map((c) => c.charCodeAt(0)),
  },
];

export function releaseFileType(sample: Uint8Array): { type: string; extension: string | null } {
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => sample[i] === byte));
  // anything else (a firmware image, a .run installer) is plain bytes, kept with its own name
  return found ?? { type: 'application/octet-stream', extension: null };
}
