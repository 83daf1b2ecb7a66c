import { PRODUCTS, type CatalogueProduct } from '@dpu/contracts';
import { DRIVER_VERSION, fileSpecFor } from '../files/catalogue';
import { stringField, type ContentLookup } from '../files/content-lookup';
import type { MaterialSeed } from './materials-repository';

// Customer materials per product and type (docs/api.md GET /customer/materials): drivers and
// documents point at real generated files; the rest are short entries with a summary.
// Ids are stable (product position × 100 + entry) so re-seeding updates in place.

type Entry = Omit<MaterialSeed, 'id' | 'proId' | 'sortOrder'>;

/** The product's own video page (content/videos names its product), else the video centre. */
function videoPage(product: CatalogueProduct, content: ContentLookup): string {
  const own = content.list('/videos').find((doc) => stringField(doc, 'product') === product.key);
  return typeof own?.id === 'number' ? `/video/video_detail?id=${own.id}` : '/video';
}

/** The driver and the two documents: generated files (files/catalogue.ts). */
function downloads(product: CatalogueProduct): Entry[] {
  const handbook = fileSpecFor(product.key, 'handbook');
  const guide = fileSpecFor(product.key, 'guide');
  const driver = fileSpecFor(product.key, 'driver');
  const name = product.name;
  return [
    {
      type: 'drivers',
      title: `${name} Linux 驱动程序`,
      summary: '支持 Linux 4.19–6.8 内核（x86_64、aarch64），含安装脚本与校验文件。',
      version: DRIVER_VERSION,
      releaseDate: '2025-05-20',
      fileId: driver?.id ?? null,
      url: null,
    },
    {
      type: 'documents',
      title: `${name} 产品手册`,
      summary: '产品概述、关键规格与快速上手。',
      version: 'V2.1',
      releaseDate: '2025-03-18',
      fileId: handbook?.id ?? null,
      url: null,
    },
    {
      type: 'documents',
      title: `${name} 安装配置指南`,
      summary: '驱动安装、固件升级与常见配置说明。',
      version: 'V2.1',
      releaseDate: '2025-04-02',
      fileId: guide?.id ?? null,
      url: null,
    },
  ];
}

function announcements(name: string): Entry[] {
  return [
    {
      type: 'announcements',
      title: `关于 ${name} 驱动 ${DRIVER_VERSION} 版本发布的公告`,
      summary: `${name} 驱动 ${DRIVER_VERSION} 已发布：支持 Linux 6.8 内核，修复多队列场景下的中断亲和性问题。建议所有用户升级。`,
      version: null,
      releaseDate: '2025-05-20',
      fileId: null,
      url: null,
    },
    {
      type: 'announcements',
      title: `${name} 产品生命周期说明`,
      summary: '本产品处于全面供货阶段，提供至少五年的软件更新与技术支持服务。',
      version: null,
      releaseDate: '2025-02-10',
      fileId: null,
      url: null,
    },
  ];
}

function solutions(name: string): Entry[] {
  return [
    {
      type: 'solutions',
      title: `基于 ${name} 的云数据中心网络卸载方案`,
      summary: '将虚拟交换、安全组与流量统计卸载到硬件，释放主机 CPU 资源，提升虚拟机网络性能。',
      version: null,
      releaseDate: '2025-03-01',
      fileId: null,
      url: '/solution/DPU',
    },
    {
      type: 'solutions',
      title: `${name} 无损网络部署方案`,
      summary: '结合 RDMA 与拥塞控制，为分布式存储与高性能计算提供低时延、零丢包的网络。',
      version: null,
      releaseDate: '2025-03-15',
      fileId: null,
      url: '/solution/losslessNetwork',
    },
  ];
}

function productVideo(name: string, url: string): Entry {
  return {
    type: 'videos',
    title: `${name} 产品介绍视频`,
    summary: '了解产品架构、关键特性与典型应用场景。',
    version: null,
    releaseDate: '2025-01-20',
    fileId: null,
    url,
  };
}

/** The same two agreements for every product. */
const AGREEMENTS: readonly Entry[] = [
  {
    type: 'agreements',
    title: '软件许可协议',
    summary: '使用驱动程序、固件与配套软件前，请阅读并同意本协议。',
    version: '2025版',
    releaseDate: '2025-01-01',
    fileId: null,
    url: '/productStack/customer/agreement',
  },
  {
    type: 'agreements',
    title: '保密协议',
    summary: '客户资料区中的技术文档仅限授权客户内部使用。',
    version: '2025版',
    releaseDate: '2025-01-01',
    fileId: null,
    url: '/productStack/customer/agreementSecret',
  },
];

/** In this order: the ids (position in the list) must not change between releases. */
function entriesFor(product: CatalogueProduct, content: ContentLookup): Entry[] {
  return [
    ...downloads(product),
    ...announcements(product.name),
    ...solutions(product.name),
    productVideo(product.name, videoPage(product, content)),
    ...AGREEMENTS,
  ];
}

export function materialSeeds(content: ContentLookup): MaterialSeed[] {
  return PRODUCTS.flatMap((product, productIndex) =>
    entriesFor(product, content).map((entry, entryIndex) => ({
      ...entry,
      id: (productIndex + 1) * 100 + entryIndex + 1,
      proId: product.proId,
      sortOrder: entryIndex,
    })),
  );
}
