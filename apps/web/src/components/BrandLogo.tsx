import { Link } from 'react-router';
import { BrandMark } from './BrandMark.tsx';

interface BrandLogoProps {
  /** Where a click on the logo goes; no link when omitted. */
  to?: string;
  /** Only the mark, for a collapsed menu. */
  compact?: boolean;
}

/** The Saldo mark and name. */
export function BrandLogo({ to, compact }: BrandLogoProps) {
  const content = <BrandMark compact={compact} />;
  if (!to) return content;
  return (
    <Link to={to} aria-label="Saldo" style={{ textDecoration: 'none', color: 'inherit' }}>
      {content}
    </Link>
  );
}
