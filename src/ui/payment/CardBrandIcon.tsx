// One small mark per card brand (32×20, drawn here: no image requests, no logo files), and a
// plain card while the brand is not known. Each is a simplified likeness in the brand's
// colours, fixed in both themes as printed cards are; a thin edge keeps the light ones visible
// on a dark page. A brand's mark is an image named by the brand, so a screen reader says it;
// the plain card says nothing.
import type { ReactNode } from 'react';
import type { CardBrand, CardBrandId } from '../../lib/cards/brands';

const word = (text: string, fill: string, size = 8, x = 16, extra: { fontStyle?: string; letterSpacing?: number } = {}) => (
  <text x={x} y={13.2} textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize={size} fill={fill} {...extra}>
    {text}
  </text>
);

const card = (fill: string, inner: ReactNode) => (
  <>
    <rect x="0.5" y="0.5" width="31" height="19" rx="3" fill={fill} stroke="rgba(128,128,128,0.45)" />
    {inner}
  </>
);

/** Mastercard's and Maestro's two overlapping circles, their overlap in a colour of its own. */
const circles = (left: string, right: string, overlap: string) => (
  <>
    <circle cx="12.5" cy="10" r="6" fill={left} />
    <circle cx="19.5" cy="10" r="6" fill={right} />
    <path d="M16 5.13a6 6 0 0 1 0 9.74a6 6 0 0 1 0-9.74z" fill={overlap} />
  </>
);

const marks: Record<CardBrandId, ReactNode> = {
  visa: card('#1a1f71', word('VISA', '#ffffff', 9, 16, { fontStyle: 'italic', letterSpacing: 0.3 })),
  mastercard: card('#252525', circles('#eb001b', '#f79e1b', '#ff5f00')),
  amex: card('#2e77bc', word('AMEX', '#ffffff', 8.5)),
  discover: card(
    '#ffffff',
    <>
      {word('DISC', '#231f20', 7, 12)}
      <circle cx="25" cy="10.4" r="3.6" fill="#f58220" />
    </>,
  ),
  diners: card(
    '#ffffff',
    <>
      <circle cx="16" cy="10" r="6.5" fill="none" stroke="#0079be" strokeWidth="1.6" />
      <path d="M13.6 6.2v7.6M18.4 6.2v7.6" stroke="#0079be" strokeWidth="1.6" />
    </>,
  ),
  jcb: card(
    '#ffffff',
    <>
      <rect x="5" y="3.5" width="7" height="13" rx="2" fill="#0e4c96" />
      <rect x="12.5" y="3.5" width="7" height="13" rx="2" fill="#e21836" />
      <rect x="20" y="3.5" width="7" height="13" rx="2" fill="#007b40" />
      {['J', 'C', 'B'].map((letter, i) => (
        <text key={letter} x={8.5 + i * 7.5} y="12.3" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="6" fill="#ffffff">
          {letter}
        </text>
      ))}
    </>,
  ),
  unionpay: card(
    '#ffffff',
    <>
      <path d="M6 3.5h6.5l-2.4 13H3.6z" fill="#e21836" />
      <path d="M12.5 3.5H19l-2.4 13h-6.5z" fill="#00447c" />
      <path d="M19 3.5h6.5l-2.4 13h-6.5z" fill="#007b84" />
      <text x="16" y="12.6" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="5.5" fill="#ffffff">
        UP
      </text>
    </>,
  ),
  maestro: card('#252525', circles('#eb001b', '#00a2e5', '#7375cf')),
  mir: card('#0f754e', word('MIR', '#ffffff', 8.5)),
  elo: card(
    '#000000',
    <>
      {word('elo', '#ffffff', 9, 13)}
      <circle cx="23.5" cy="6.5" r="1.6" fill="#ffcb05" />
      <circle cx="25.5" cy="10" r="1.6" fill="#00a4e0" />
      <circle cx="23.5" cy="13.5" r="1.6" fill="#ef4123" />
    </>,
  ),
  hipercard: card('#b3131b', word('Hiper', '#ffffff', 7.5)),
  troy: card('#00303c', word('troy', '#4dc3c5', 8.5)),
};

/** The detected brand's mark, or a plain card (decorative) while there is none. */
export function CardBrandIcon({ brand, id }: { brand: CardBrand | null; id?: string }) {
  if (!brand) {
    return (
      <svg aria-hidden="true" focusable="false" width="32" height="20" viewBox="0 0 32 20" fill="none" stroke="currentColor" strokeWidth="1.4">
        <rect x="1" y="1" width="30" height="18" rx="3" />
        <path d="M1 6h30M5 14h8" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg id={id} role="img" aria-label={brand.name} focusable="false" width="32" height="20" viewBox="0 0 32 20">
      {marks[brand.id]}
    </svg>
  );
}
