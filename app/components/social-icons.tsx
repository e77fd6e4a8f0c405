/**
 * Simple outline glyphs for social networks (lucide dropped brand icons). Same 24×24 grid and
 * stroke as lucide so they sit beside its icons.
 */
type IconProps = { className?: string };

function Glyph({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      {children}
    </svg>
  );
}

export const FacebookIcon = ({ className }: IconProps) => (
  <Glyph className={className}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  </Glyph>
);

export const InstagramIcon = ({ className }: IconProps) => (
  <Glyph className={className}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </Glyph>
);

export const XIcon = ({ className }: IconProps) => (
  <Glyph className={className}>
    <path d="M4 4l16 16M20 4L4 20" />
  </Glyph>
);

export const YoutubeIcon = ({ className }: IconProps) => (
  <Glyph className={className}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
  </Glyph>
);

export const TiktokIcon = ({ className }: IconProps) => (
  <Glyph className={className}>
    <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
    <path d="M14 3c.5 2.5 2.5 4.5 5 4.5" />
  </Glyph>
);
