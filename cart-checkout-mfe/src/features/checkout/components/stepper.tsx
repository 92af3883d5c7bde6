// The five-step stepper (Customer, Shipping, Billing, Payment, Confirmation); the active step is
// marked for screen readers with aria-current.
import styled, { css } from 'styled-components';
import { CHECKOUT_STEPS } from '../lib/steps';

export function Stepper({ active }: { active: number }) {
  return (
    <nav aria-label="Checkout steps">
      <Steps>
        {CHECKOUT_STEPS.map((step) => (
          <Step
            key={step.number}
            $state={step.number < active ? 'done' : step.number === active ? 'active' : 'todo'}
            aria-current={step.number === active ? 'step' : undefined}
          >
            <Number aria-hidden="true">{step.number}</Number>
            {step.label}
          </Step>
        ))}
      </Steps>
    </nav>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1.5rem;
`;
const Step = styled.li<{ $state: 'done' | 'active' | 'todo' }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.text};
  ${({ $state }) =>
    $state === 'active' &&
    css`
      font-weight: 700;
    `}
`;
const Number = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 2px solid currentColor;
`;
