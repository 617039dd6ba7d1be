// The few line icons the shell draws (24×24, stroked in the text colour). Inline SVG: no
// icon font or sprite request, and each is a handful of bytes. Always decorative: the
// control that holds one names itself.

const paths = {
  chat: 'M4 5h16v11H9l-5 4z',
  classifier: 'M4 20V12M10 20V5M16 20v-9M21 20H3',
  writer: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  coder: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  collapse: 'M15 6l-6 6 6 6',
  expand: 'M9 6l6 6-6 6',
  library: 'M5 4h4v16H5zM11 4h3v16h-3zM16 5l3 1-3 14-3-1z',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5',
  moon: 'M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z',
  system: 'M3 5h18v11H3zM8 20h8M12 16v4',
  voiceover: 'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3',
  transcriber: 'M4 6h16M4 10h10M4 14h16M4 18h7',
  isolator: 'M3 12h2M7 8v8M11 4v16M15 8v8M19 11v2',
  composer: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  pin: 'M9 3h6l-1 7 4 4H6l4-4zM12 14v7',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
