/**
 * The side-panel picture of the split auth layout: an invoice, a bar chart and a coin, drawn in SVG
 * with theme colours so it needs no image file and follows the colour scheme. Decorative only.
 */
const primary = (shade: number) => `var(--mantine-primary-color-${shade})`;

export function AuthIllustration() {
  return (
    <svg viewBox="0 0 480 400" width="100%" style={{ maxWidth: 560 }} aria-hidden focusable="false">
      <ellipse cx="240" cy="360" rx="190" ry="18" fill={primary(1)} />
      {/* The chart card behind the invoice. */}
      <rect
        x="250"
        y="70"
        width="170"
        height="150"
        rx="14"
        fill="var(--mantine-color-body)"
        stroke={primary(2)}
        strokeWidth="2"
      />
      {[40, 70, 55, 95, 80].map((h, i) => (
        <rect
          key={i}
          x={272 + i * 28}
          y={195 - h}
          width="18"
          height={h}
          rx="4"
          fill={primary(i === 3 ? 6 : 3)}
        />
      ))}
      <polyline
        points="281,140 309,112 337,124 365,86 393,100"
        fill="none"
        stroke={primary(8)}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* The invoice in front. */}
      <g transform="rotate(-6 170 210)">
        <rect
          x="70"
          y="60"
          width="200"
          height="270"
          rx="14"
          fill="var(--mantine-color-body)"
          stroke={primary(3)}
          strokeWidth="2"
        />
        <rect x="95" y="88" width="80" height="12" rx="6" fill={primary(6)} />
        <rect x="95" y="112" width="130" height="8" rx="4" fill={primary(1)} />
        {[150, 176, 202, 228].map((y) => (
          <g key={y}>
            <rect x="95" y={y} width="100" height="8" rx="4" fill={primary(2)} />
            <rect x="210" y={y} width="35" height="8" rx="4" fill={primary(3)} />
          </g>
        ))}
        <line x1="95" y1="256" x2="245" y2="256" stroke={primary(2)} strokeWidth="2" />
        <rect x="175" y="272" width="70" height="14" rx="7" fill={primary(7)} />
      </g>
      {/* A coin with the złoty sign. */}
      <circle
        cx="360"
        cy="280"
        r="46"
        fill="var(--mantine-color-yellow-4)"
        stroke="var(--mantine-color-yellow-6)"
        strokeWidth="5"
      />
      <text
        x="360"
        y="296"
        textAnchor="middle"
        fontSize="40"
        fontWeight="700"
        fill="var(--mantine-color-yellow-8)"
      >
        zł
      </text>
    </svg>
  );
}
