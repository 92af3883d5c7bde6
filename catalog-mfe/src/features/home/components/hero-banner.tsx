import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE_MEDIA } from '@storefront/ui-kit';
import { type StoreConfig } from '@storefront/contract';
import { paths } from '../../../lib/paths';

/** The home page banner: the store's own words, in its colours with readable text (the theme's). */
export function HeroBanner({ store }: { store: StoreConfig }) {
  return (
    <Banner>
      <h1>{store.banner.title}</h1>
      <p>{store.banner.subtitle}</p>
      <Cta to={paths.products}>{store.banner.ctaLabel}</Cta>
    </Banner>
  );
}

/**
 * A fixed height keeps the content below in place whatever the banner text is; on a phone the
 * text wraps into more lines, so the banner is taller and its type smaller, and nothing is cut.
 */
const Banner = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 0.75rem;
  height: 260px;
  box-sizing: border-box;
  padding: 2rem;
  border-radius: 12px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textaccent};
  h1 {
    margin: 0;
    font-size: 2rem;
  }
  p {
    margin: 0;
    max-width: 40rem;
    font-size: 1.1rem;
  }
  @media ${PHONE_MEDIA} {
    height: 300px;
    padding: 1.25rem;
    h1 {
      font-size: 1.5rem;
    }
    p {
      font-size: 1rem;
    }
  }
`;
const Cta = styled(Link)`
  align-self: flex-start;
  padding: 0.6rem 1.2rem;
  border-radius: 6px;
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.textOnSecondary};
`;
