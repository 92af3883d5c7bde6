// /how-to-buy: the six steps from browsing to placing an order, and a contact link (SPEC §2).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FREE_SHIPPING_THRESHOLD, formatMoney } from '@storefront/contract';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { themeOf, visuallyHidden } from '@storefront/ui-kit';
import { ContentPage, Lead, PageSection, PageTitle } from '../../../components/page-layout';
import { useContentPageMeta } from '../../../lib/use-content-page-meta';

interface Step {
  title: string;
  text: string;
  link?: { to: string; label: string };
}

function stepsFor(storeName: string): Step[] {
  return [
    {
      title: 'Browse Products',
      text: `Search by name or part number, or browse ${storeName} by category and brand.`,
      link: { to: '/product', label: 'Browse all products' },
    },
    {
      title: 'View Product Details',
      text: 'Open a product to check its specifications, price, rating and stock before you buy.',
    },
    {
      title: 'Add to Cart',
      text: 'Choose a quantity and Add to Cart on any product in stock; we check availability as you add it. Have a list of part numbers? Paste it into Quick Order and add every line at once.',
      link: { to: '/quick-order', label: 'Order by part number' },
    },
    {
      title: 'Review Your Cart',
      text: `Adjust quantities or remove items in your cart. Orders of ${formatMoney(FREE_SHIPPING_THRESHOLD)} or more ship free.`,
      link: { to: '/cart', label: 'Go to your cart' },
    },
    {
      title: 'Check Out',
      text: 'Proceed to Checkout as a guest or signed in, then enter your contact details, shipping and billing addresses.',
    },
    {
      title: 'Place Your Order',
      text: 'Review everything, pay securely by card and receive your order confirmation by e-mail.',
    },
  ];
}

export function HowToBuyPage() {
  const store = useAppSelector(selectStoreConfig);
  useContentPageMeta({
    title: 'How to Buy',
    description: `Six steps from finding a part to placing your order at ${store.name}.`,
    path: '/how-to-buy',
  });
  return (
    <ContentPage>
      <PageTitle>How to Buy</PageTitle>
      <Lead>Ordering from {store.name} takes six simple steps.</Lead>
      <Steps>
        {stepsFor(store.name).map((step, index) => (
          <StepItem key={step.title}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <div>
              <h2>
                <VisuallyHiddenText>Step {index + 1}: </VisuallyHiddenText>
                {step.title}
              </h2>
              <p>{step.text}</p>
              {step.link && <Link to={step.link.to}>{step.link.label}</Link>}
            </div>
          </StepItem>
        ))}
      </Steps>
      <PageSection aria-labelledby="how-to-buy-help">
        <h2 id="how-to-buy-help">Need Help?</h2>
        <p>
          Our team is here {store.contact.hours}. <Link to="/contact">Contact us</Link> with any
          question about a product or an order.
        </p>
      </PageSection>
    </ContentPage>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 0.25rem;
  }
`;

const StepNumber = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  font-weight: 700;
  background: ${({ theme }) => themeOf(theme).colors.primary};
  color: ${({ theme }) => themeOf(theme).colors.textaccent};
`;

const VisuallyHiddenText = styled.span`
  ${visuallyHidden}
`;
