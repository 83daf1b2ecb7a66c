// What a product looks like, as facts in its content document (`hardware:` in
// content/products/<key>.yaml). The drawings read only these fields, so a new product gets
// its picture by stating its hardware; content is read defensively (a wrong or missing field
// falls back to a plain choice, it never breaks a page).

export const PORT_TYPES = ['SFP28', 'QSFP28', 'QSFP56', 'RJ45'] as const;
export type PortType = (typeof PORT_TYPES)[number];

/** PCIe add-in card sizes: half-height half-length, full-height half-length. */
export const FORM_FACTORS = ['HHHL', 'FHHL'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

export interface CardHardware {
  kind: 'card';
  formFactor: FormFactor;
  /** Bracket mounted for shipping: low-profile (half height) or full height. */
  bracket: 'low-profile' | 'full-height';
  ports: { count: number; type: PortType };
  heatsink: 'passive' | 'active';
  /** The processor under the heatsink, printed on its label (K2-Pro, FPGA…). */
  chip: string;
  /** PCIe lanes of the edge connector. */
  lanes: 8 | 16;
}

export interface ChipHardware {
  kind: 'chip';
  chip: string;
  /** A line under the name on the lid (package, process…). */
  marking?: string;
}

export interface PlatformHardware {
  kind: 'platform';
  /** The software stack, top to bottom; the accented layer is the product. */
  layers: string[];
  accent?: number;
}

export interface IpCoreHardware {
  kind: 'ipcore';
  /** The protocol block the core adds to a design (TCP, UDP…). */
  block: string;
}

export type Hardware = CardHardware | ChipHardware | PlatformHardware | IpCoreHardware;

type Loose = Record<string, unknown>;

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

function text(value: unknown, fallback: string, max = 24): string {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : fallback;
}

function card(raw: Loose): CardHardware {
  const ports = (raw.ports ?? {}) as Loose;
  const formFactor = oneOf(raw.formFactor, FORM_FACTORS, 'HHHL');
  const count = Number(ports.count);
  return {
    kind: 'card',
    formFactor,
    bracket: oneOf(
      raw.bracket,
      ['low-profile', 'full-height'] as const,
      formFactor === 'FHHL' ? 'full-height' : 'low-profile',
    ),
    ports: {
      count: Number.isInteger(count) ? Math.min(Math.max(count, 1), 4) : 2,
      type: oneOf(ports.type, PORT_TYPES, 'QSFP28'),
    },
    heatsink: oneOf(raw.heatsink, ['passive', 'active'] as const, 'passive'),
    chip: text(raw.chip, 'DPU', 12),
    lanes: raw.lanes === 8 ? 8 : 16,
  };
}

/** The hardware of a content document, or undefined when it states none. */
export function readHardware(raw: unknown): Hardware | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const value = raw as Loose;
  switch (value.kind) {
    case 'card':
      return card(value);
    case 'chip':
      return {
        kind: 'chip',
        chip: text(value.chip, 'DPU', 12),
        marking: typeof value.marking === 'string' ? text(value.marking, '', 24) : undefined,
      };
    case 'platform': {
      const layers = Array.isArray(value.layers)
        ? value.layers.filter((layer): layer is string => typeof layer === 'string').slice(0, 5)
        : [];
      const accent = Number(value.accent);
      return {
        kind: 'platform',
        layers: layers.length > 0 ? layers.map((layer) => layer.slice(0, 16)) : ['应用', 'DPU'],
        accent: Number.isInteger(accent) ? accent : undefined,
      };
    }
    case 'ipcore':
      return { kind: 'ipcore', block: text(value.block, 'IP', 8) };
    default:
      return undefined;
  }
}

/** A one-line description of the drawing, for its accessible name. */
export function describeHardware(hardware: Hardware, name: string): string {
  switch (hardware.kind) {
    case 'card':
      return `${name}：${hardware.formFactor === 'FHHL' ? '全高半长' : '半高半长'} PCIe 卡，${hardware.ports.count} 个 ${hardware.ports.type} 端口，${hardware.heatsink === 'active' ? '主动散热' : '被动散热'}，${hardware.chip} 芯片`;
    case 'chip':
      return `${name} 芯片`;
    case 'platform':
      return `${name}：${hardware.layers.join(' / ')} 软件栈`;
    case 'ipcore':
      return `${name}：${hardware.block} IP 核`;
  }
}
