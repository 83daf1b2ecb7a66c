import type { ReactNode, SVGProps } from 'react';
import { BRAND_COLORS } from '@dpu/contracts';

// docs/site.md §2/§9: operator icons 'active', 'down' and 'top', drawn on a 1024-unit view box:
// the controls of the site (menus, go-to-top) use them, so they live with the shared UI.
const OPERATOR_VIEW_BOX = '0 0 1024 1024';

interface OperatorIconProps {
  size?: number;
  title?: string;
  className?: string;
}

function a11y(title: string | undefined) {
  return title
    ? { role: 'img' as const, 'aria-label': title }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
}

/** The frame every operator icon draws in: the view box, its size, and named or hidden. */
function OperatorSvg({
  size = 24,
  title,
  className,
  children,
  ...data
}: OperatorIconProps & { children: ReactNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox={OPERATOR_VIEW_BOX}
      width={size}
      height={size}
      className={className}
      {...data}
      {...a11y(title)}
    >
      {children}
    </svg>
  );
}

/** A stroke of the icons' pen: 80 units wide, round at its ends and corners. */
function Stroke({ d, colour }: { d: string; colour: string }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={colour}
      strokeWidth="80"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

/**
 * The 'operator active' control icon: a ring with a centre dot, brand red when active and
 * grey when not (docs/site.md §2 suggests an active and inactive look; the logic is the caller's).
 */
export function OperatorActiveIcon({ active, ...frame }: OperatorIconProps & { active: boolean }) {
  const colour = active ? BRAND_COLORS.red : BRAND_COLORS.grey;
  return (
    <OperatorSvg {...frame} data-testid="operator-active-icon" data-active={active}>
      <circle cx="512" cy="512" r="432" fill="none" stroke={colour} strokeWidth="80" />
      <circle cx="512" cy="512" r={active ? 208 : 160} fill={colour} />
    </OperatorSvg>
  );
}

/** A downward chevron in a circle (expand, scroll down). */
export function OperatorDownIcon(frame: OperatorIconProps) {
  return (
    <OperatorSvg {...frame}>
      <circle cx="512" cy="512" r="448" fill={BRAND_COLORS.navy} />
      <Stroke d="M320 416l192 192 192-192" colour={BRAND_COLORS.white} />
    </OperatorSvg>
  );
}

/** An arrow up to a bar (back to top); `light` draws the arrow white, for dark buttons. */
export function OperatorTopIcon({
  light = false,
  ...frame
}: OperatorIconProps & { light?: boolean }) {
  return (
    <OperatorSvg {...frame}>
      <rect x="224" y="160" width="576" height="72" rx="36" fill={BRAND_COLORS.red} />
      <Stroke
        d="M512 864V352M304 560l208-208 208 208"
        colour={light ? BRAND_COLORS.white : BRAND_COLORS.nearBlack}
      />
    </OperatorSvg>
  );
}
