// /about (SPEC §1 About content): mission, audience, specialization, details, the four features and
// the closing line, all from the active store's configuration.
import styled from 'styled-components';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { themeOf } from '@storefront/ui-kit';
import { ContentPage, Lead, PageSection, PageTitle, Panel } from '../../../components/page-layout';
import { useContentPageMeta } from '../../../lib/use-content-page-meta';

export function AboutPage() {
  const store = useAppSelector(selectStoreConfig);
  const { about } = store;
  useContentPageMeta({
    title: 'About Us',
    description: about.mission,
    path: '/about',
    organization: true,
  });
  return (
    <ContentPage>
      <PageTitle>About {store.name}</PageTitle>
      <Lead>{store.industry}</Lead>
      <PageSection aria-labelledby="about-mission">
        <h2 id="about-mission">Our Mission</h2>
        <p>{about.mission}</p>
      </PageSection>
      <PageSection aria-labelledby="about-audience">
        <h2 id="about-audience">Who We Serve</h2>
        <p>{about.audience}</p>
      </PageSection>
      <PageSection aria-labelledby="about-specialization">
        <h2 id="about-specialization">What We Specialize In</h2>
        <p>{about.specialization}</p>
        <p>{about.details}</p>
      </PageSection>
      <PageSection aria-labelledby="about-features">
        <h2 id="about-features">Why Shop With Us</h2>
        <Features>
          {about.features.map((feature) => (
            <Feature as="li" key={feature.key}>
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </Feature>
          ))}
        </Features>
      </PageSection>
      <Closing>{about.closing}</Closing>
    </ContentPage>
  );
}

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 1rem;
  padding: 0;
  list-style: none;
`;

const Feature = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  border-top: 4px solid ${({ theme }) => themeOf(theme).colors.primary};
`;

const Closing = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
`;
