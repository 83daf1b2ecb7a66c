import type { CatalogueProduct } from '@dpu/contracts';
import type { PdfSection } from './generate/pdf';

// English handbook text per product (no CJK font on the build machines). The 2200E and
// 2200P figures are the spec's §9 marketing numbers, kept exactly.

interface HandbookText {
  subtitle: string;
  highlights: string[];
}

const TEXTS: Record<string, HandbookText> = {
  'K2-Pro': {
    subtitle: 'DPU chip - product handbook',
    highlights: [
      'Programmable packet-processing pipeline with hardware offload engines',
      'PCIe Gen4 x16 host interface',
      'Network, storage and security offload on one die',
    ],
  },
  swift2200N: {
    subtitle: 'Smart NIC for cloud networking - product handbook',
    highlights: [
      'Dual-port 25GE network interface',
      'OVS and vRouter data-plane offload',
      'SR-IOV virtual functions for tenant isolation',
    ],
  },
  ndpp: {
    subtitle: 'Network data-plane development platform - product handbook',
    highlights: [
      'Programmable data plane for custom protocols',
      'SDK with sample pipelines and a simulator',
      'Runs on SWIFT series cards',
    ],
  },
  flexflow2200T: {
    subtitle: 'Low-latency DPU card for trading - product handbook',
    highlights: [
      'Ultra-low-latency 10/25GE ports',
      'Hardware timestamping',
      'Kernel-bypass user-space driver',
    ],
  },
  flexflow2200R: {
    subtitle: 'RDMA DPU card - product handbook',
    highlights: [
      'RoCE v2 with hardware congestion control',
      '25GE and 100GE ports',
      'Lossless network support',
    ],
  },
  conflux2200E: {
    subtitle: 'Elastic network DPU card - product handbook',
    highlights: [
      '25GE, 40GE and 100GE ports',
      'Up to 256 VF devices',
      'A million-scale hardware flow table',
    ],
  },
  conflux2200P: {
    subtitle: 'All-scenario high-throughput DPU card - product handbook',
    highlights: [
      '10/25/40/100GE ports',
      '128 SR-IOV VFs',
      'Storage latency reduced by more than 50%',
    ],
  },
  conflux2200D: {
    subtitle: 'Storage offload DPU card - product handbook',
    highlights: [
      'NVMe-oF target and initiator offload',
      '25GE and 100GE ports',
      'Inline encryption and compression',
    ],
  },
  devops: {
    subtitle: 'HADOS DPU operating platform - product handbook',
    highlights: [
      'Fleet management of DPU cards',
      'Firmware and driver lifecycle',
      'Telemetry and alerting',
    ],
  },
  DNDP: {
    subtitle: 'Data network development platform - product handbook',
    highlights: [
      'Toolchain for DPU data-plane programs',
      'Reference applications and test suites',
      'Continuous-integration templates',
    ],
  },
  swiftip1900t: {
    subtitle: 'Network IP core - product handbook',
    highlights: [
      'Ethernet MAC and packet parser IP',
      'Synthesisable for FPGA and ASIC flows',
      'Verification environment included',
    ],
  },
  swiftip1900u: {
    subtitle: 'Network IP core - product handbook',
    highlights: [
      'High-throughput DMA and queue manager IP',
      'AXI and PCIe interfaces',
      'Verification environment included',
    ],
  },
};

function englishName(product: CatalogueProduct): string {
  return product.key === 'DNDP' ? 'DNDP' : product.name;
}

export function handbookText(product: CatalogueProduct): {
  title: string;
  subtitle: string;
  sections: PdfSection[];
} {
  const text = TEXTS[product.key] ?? { subtitle: 'Product handbook', highlights: [] };
  return {
    title: `${englishName(product)} Handbook`,
    subtitle: text.subtitle,
    sections: [
      { heading: 'Key specifications', lines: text.highlights },
      {
        heading: 'Getting started',
        lines: [
          'Check the package contents against the packing list.',
          'Install the card in a PCIe slot and connect the network ports.',
          'Download the driver package from the customer area and run install.sh.',
        ],
      },
      {
        heading: 'Support',
        lines: ['Customer area: /productStack', 'Phone and e-mail: see the site footer.'],
      },
    ],
  };
}

export function guideText(product: CatalogueProduct): {
  title: string;
  subtitle: string;
  sections: PdfSection[];
} {
  return {
    title: `${englishName(product)} Installation Guide`,
    subtitle: 'Installation and configuration guide (customers only)',
    sections: [
      {
        heading: 'Before you start',
        lines: [
          'Supported systems: Linux kernel 4.19 to 6.8 (x86_64, aarch64).',
          'Keep the serial number of the card at hand.',
        ],
      },
      {
        heading: 'Installing the driver',
        lines: [
          'Unpack the driver archive and verify it: sha256sum -c SHA256SUMS',
          'Run sudo ./install.sh and reboot the host.',
          'Check the card with: dmesg | grep xintu',
        ],
      },
      { heading: 'Key specifications', lines: TEXTS[product.key]?.highlights ?? [] },
    ],
  };
}
