import { BRAND_COLORS } from '@dpu/contracts';
import type { ArchitectureLayer } from '../types';

// The architecture image of the profile (docs/site.md §2), drawn from the layers in content so it
// stays sharp at any size and its words stay in content/.
const WIDTH = 720;
const ROW = 64;
const GAP = 14;
const LABEL = 132;

export function ArchitectureDiagram({
  layers,
  caption,
}: {
  layers: ArchitectureLayer[];
  caption: string;
}) {
  const height = layers.length * (ROW + GAP) - GAP;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={caption}
      xmlns="http://www.w3.org/2000/svg"
      data-testid="architecture-diagram"
    >
      {layers.map((layer, row) => (
        <Layer key={`${row}:${layer.title}`} layer={layer} y={row * (ROW + GAP)} />
      ))}
    </svg>
  );
}

function Layer({ layer, y }: { layer: ArchitectureLayer; y: number }) {
  const colour = layer.accent ? BRAND_COLORS.red : BRAND_COLORS.navy;
  const count = Math.max(layer.blocks.length, 1);
  const inner = WIDTH - LABEL - GAP;
  const blockWidth = (inner - (count - 1) * 10) / count;
  return (
    <g>
      <rect x="0" y={y} width={LABEL} height={ROW} rx="6" fill={colour} />
      <text
        x={LABEL / 2}
        y={y + ROW / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="15"
        fontWeight="600"
        fill={BRAND_COLORS.white}
      >
        {layer.title}
      </text>
      {layer.blocks.map((block, i) => {
        const x = LABEL + GAP + i * (blockWidth + 10);
        return (
          <g key={`${i}:${block}`}>
            <rect
              x={x}
              y={y + 1}
              width={blockWidth}
              height={ROW - 2}
              rx="6"
              fill={BRAND_COLORS.white}
              stroke={colour}
              strokeWidth="1.5"
            />
            <text
              x={x + blockWidth / 2}
              y={y + ROW / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={blockWidth < 110 ? 12 : 14}
              fill={BRAND_COLORS.nearBlack}
            >
              {block}
            </text>
          </g>
        );
      })}
    </g>
  );
}
