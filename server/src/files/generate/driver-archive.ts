import type { CatalogueProduct } from '@dpu/contracts';
import { checksums, renderZip, type ZipEntry } from './zip';

// A driver package per product: README, an install script, a small binary stub of the
// kernel module, and SHA256SUMS over all three.

function binaryStub(product: CatalogueProduct, version: string): Buffer {
  // An ELF-looking header so tools recognise a binary; the payload is only a marker.
  const header = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  const marker = Buffer.from(`XINTU-DRIVER-STUB ${product.key} ${version}\n`);
  return Buffer.concat([header, Buffer.alloc(8), marker]);
}

export function driverArchive(product: CatalogueProduct, version: string): Promise<Buffer> {
  const folder = `${product.key}-driver-${version}`;
  const module = `xintu_${product.key.toLowerCase().replace(/[^a-z0-9]/g, '')}.ko`;
  const files: ZipEntry[] = [
    {
      name: `${folder}/README.txt`,
      content: [
        `${product.name} driver package ${version}`,
        '',
        'Supported systems: Linux kernel 4.19 to 6.8 (x86_64, aarch64).',
        'Install:  sudo ./install.sh',
        'Verify:   sha256sum -c SHA256SUMS',
        '',
        'XinTu Technology (fictional vendor). Demo package: the module is a stub.',
        '',
      ].join('\n'),
    },
    {
      name: `${folder}/install.sh`,
      mode: 0o100755,
      content: [
        '#!/bin/sh',
        'set -eu',
        `# Installs the ${product.name} driver (demo stub: copies the module, loads nothing).`,
        'DEST="/lib/modules/$(uname -r)/extra"',
        'mkdir -p "$DEST"',
        `cp "$(dirname "$0")/bin/${module}" "$DEST/"`,
        `echo "${product.name} driver ${version} installed to $DEST"`,
        '',
      ].join('\n'),
    },
    { name: `${folder}/bin/${module}`, content: binaryStub(product, version) },
  ];
  const sums = checksums(files.map((f) => ({ ...f, name: f.name.slice(folder.length + 1) })));
  return renderZip([...files, { ...sums, name: `${folder}/SHA256SUMS` }]);
}
