import type { CatalogueProduct } from '@dpu/contracts';
import { cellText, stringList, type ContentLookup } from '../content-lookup';
import { checksums, renderZip, type ZipEntry } from './zip';

// A driver package per product: a Chinese README and CHANGELOG (from
// content/documents/handbook.yaml), the source of a small Linux kernel module with its
// Makefile and dkms.conf, install/uninstall scripts, sample configuration scripts, and
// SHA256SUMS over everything.

export interface DriverArchiveInputs {
  kind: 'driver';
  recipe: number;
  key: string;
  name: string;
  version: string;
  steps: string[];
  releases: string[][];
}

const RECIPE = 1;

export function driverArchiveInputs(
  content: ContentLookup,
  product: CatalogueProduct,
  version: string,
): DriverArchiveInputs {
  const shared = content.get('/documents/handbook');
  const fill = (text: string) =>
    text.replaceAll('{name}', product.name).replaceAll('{driver}', version);
  const notes = shared?.releaseNotes as { rows?: unknown[] } | undefined;
  const releases = (Array.isArray(notes?.rows) ? notes.rows : []).map((row) =>
    (Array.isArray(row) ? row : []).map((cell) => fill(cellText(cell))),
  );
  return {
    kind: 'driver',
    recipe: RECIPE,
    key: product.key,
    name: product.name,
    version,
    steps: stringList(shared, 'driver').map(fill),
    releases,
  };
}

function moduleName(key: string): string {
  return `xintu_${key.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

function readme(inputs: DriverArchiveInputs, module: string): string {
  return [
    `# ${inputs.name} Linux 驱动 ${inputs.version}`,
    '',
    '## 支持的系统',
    '',
    'Linux 内核 4.19 至 6.8，x86_64 与 aarch64。',
    '',
    '## 包内容',
    '',
    '| 文件 | 说明 |',
    '| --- | --- |',
    `| src/${module}.c、src/Makefile | 内核模块源码与编译脚本 |`,
    '| dkms.conf | DKMS 配置：内核升级后自动重新编译 |',
    '| install.sh、uninstall.sh | 编译、安装与卸载 |',
    '| examples/ | SR-IOV 与卸载功能的配置示例 |',
    '| CHANGELOG.md | 版本说明 |',
    '| SHA256SUMS | 校验文件：sha256sum -c SHA256SUMS |',
    '',
    '## 安装步骤',
    '',
    ...inputs.steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    '## 卸载',
    '',
    '执行 sudo ./uninstall.sh。',
    '',
  ].join('\n');
}

function changelog(inputs: DriverArchiveInputs): string {
  return [
    `# ${inputs.name} 驱动版本说明`,
    '',
    ...inputs.releases.flatMap(([version, date, change]) => [
      `## ${version}（${date}）`,
      '',
      `- ${change}`,
      '',
    ]),
  ].join('\n');
}

function moduleSource(inputs: DriverArchiveInputs, module: string): string {
  return [
    '// SPDX-License-Identifier: GPL-2.0',
    `/* ${inputs.name} driver ${inputs.version}: module entry points. */`,
    '#include <linux/init.h>',
    '#include <linux/module.h>',
    '',
    'static unsigned int num_vfs;',
    'module_param(num_vfs, uint, 0444);',
    'MODULE_PARM_DESC(num_vfs, "SR-IOV virtual functions to enable at load (0 = none)");',
    '',
    `static int __init ${module}_init(void)`,
    '{',
    `\tpr_info("${module}: ${inputs.name} driver ${inputs.version} loaded, num_vfs=%u\\n", num_vfs);`,
    '\treturn 0;',
    '}',
    '',
    `static void __exit ${module}_exit(void)`,
    '{',
    `\tpr_info("${module}: unloaded\\n");`,
    '}',
    '',
    `module_init(${module}_init);`,
    `module_exit(${module}_exit);`,
    'MODULE_LICENSE("GPL");',
    `MODULE_VERSION("${inputs.version}");`,
    `MODULE_DESCRIPTION("${inputs.name} DPU driver");`,
    '',
  ].join('\n');
}

/** The shell scripts of the package: executable, one line each. */
function scripts(inputs: DriverArchiveInputs, module: string): ZipEntry[] {
  const script = (lines: string[]) => ({ content: [...lines, ''].join('\n'), mode: 0o100755 });
  return [
    {
      name: 'install.sh',
      ...script([
        '#!/bin/sh',
        'set -eu',
        `# Builds and loads the ${inputs.name} driver ${inputs.version}.`,
        'cd "$(dirname "$0")"',
        'KDIR="/lib/modules/$(uname -r)/build"',
        '[ -d "$KDIR" ] || { echo "缺少内核头文件：请安装 kernel-headers 或 linux-headers-$(uname -r)" >&2; exit 1; }',
        'make -C "$KDIR" M="$PWD/src" modules',
        'mkdir -p "/lib/modules/$(uname -r)/extra"',
        `cp "src/${module}.ko" "/lib/modules/$(uname -r)/extra/"`,
        'depmod -a',
        `modprobe ${module}`,
        `echo "${inputs.name} 驱动 ${inputs.version} 已安装"`,
      ]),
    },
    {
      name: 'uninstall.sh',
      ...script([
        '#!/bin/sh',
        'set -eu',
        `modprobe -r ${module} || true`,
        `rm -f "/lib/modules/$(uname -r)/extra/${module}.ko"`,
        'depmod -a',
        `echo "${inputs.name} 驱动已卸载"`,
      ]),
    },
    {
      name: 'examples/sriov-vfs.sh',
      ...script([
        '#!/bin/sh',
        '# Enables N SR-IOV virtual functions on an interface: sriov-vfs.sh <interface> <N>',
        'set -eu',
        'echo "$2" > "/sys/class/net/$1/device/sriov_numvfs"',
        'ip link show "$1"',
      ]),
    },
    {
      name: 'examples/offload-check.sh',
      ...script([
        '#!/bin/sh',
        '# Shows which offloads are on for an interface: offload-check.sh <interface>',
        'set -eu',
        'ethtool -k "$1" | grep -E "offload|checksum|segmentation"',
      ]),
    },
  ];
}

function files(inputs: DriverArchiveInputs): ZipEntry[] {
  const module = moduleName(inputs.key);
  return [
    { name: 'README.md', content: readme(inputs, module) },
    { name: 'CHANGELOG.md', content: changelog(inputs) },
    {
      name: 'LICENSE',
      content: 'The kernel module source in src/ is licensed under GPL-2.0.\n',
    },
    { name: 'src/Makefile', content: `obj-m += ${module}.o\n` },
    { name: `src/${module}.c`, content: moduleSource(inputs, module) },
    {
      name: 'dkms.conf',
      content: [
        `PACKAGE_NAME="${module}"`,
        `PACKAGE_VERSION="${inputs.version}"`,
        `BUILT_MODULE_NAME[0]="${module}"`,
        'BUILT_MODULE_LOCATION[0]="src/"',
        'DEST_MODULE_LOCATION[0]="/extra"',
        `MAKE[0]="make -C /lib/modules/\${kernelver}/build M=\${dkms_tree}/${module}/${inputs.version}/build/src modules"`,
        'AUTOINSTALL="yes"',
        '',
      ].join('\n'),
    },
    ...scripts(inputs, module),
  ];
}

export function driverArchive(inputs: DriverArchiveInputs): Promise<Buffer> {
  const folder = `${inputs.key}-driver-${inputs.version}`;
  const entries = files(inputs);
  const sums = checksums(entries);
  return renderZip(
    [...entries, sums].map((entry) => ({ ...entry, name: `${folder}/${entry.name}` })),
  );
}
