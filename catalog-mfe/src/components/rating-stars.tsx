import styled from 'styled-components';

interface RatingStarsProps {
  rate: number;
  count?: number;
}

/** Five stars filled to the rating (0-5), with the number of reviews. */
export function RatingStars({ rate, count }: RatingStarsProps) {
  const clamped = Math.max(0, Math.min(5, Number.isFinite(rate) ? rate : 0));
  const label = `Rated ${clamped.toFixed(1)} out of 5${count === undefined ? '' : ` from ${count} reviews`}`;
  return (
    <Rating role="img" aria-label={label} title={label}>
      <Stars aria-hidden="true" $fill={`${(clamped / 5) * 100}%`}>
        ★★★★★
      </Stars>
      {count !== undefined && <Count aria-hidden="true">({count})</Count>}
    </Rating>
  );
}

const Rating = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
  font-size: 0.9rem;
`;
// A class per fill, not a style attribute: a server-rendered page's CSP refuses those.
const Stars = styled.span<{ $fill: string }>`
  --fill: ${({ $fill }) => $fill};
  letter-spacing: 2px;
  background: linear-gradient(
    90deg,
    #f59e0b var(--fill),
    ${({ theme }) => theme.colors.border} var(--fill)
  );
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;
const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
