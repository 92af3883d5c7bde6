// The five-step stepper (Customer, Shipping, Billing, Payment, Confirmation). The current step
// carries aria-current="step"; the steps before it are done: a check mark in a filled circle for
// the eye, "(completed)" for screen readers.
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { CHECKOUT_STEPS } from '../lib/steps';

type StepState = 'completed' | 'current' | 'upcoming';

function stateOf(step: number, active: number): StepState {
  if (step < active) return 'completed';
  return step === active ? 'current' : 'upcoming';
}

export function Stepper({ active }: { active: number }) {
  return (
    <nav aria-label="Checkout steps">
      <Steps>
        {CHECKOUT_STEPS.map((step) => {
          const state = stateOf(step.number, active);
          return (
            <Step
              key={step.number}
              $state={state}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <Marker aria-hidden="true">{state === 'completed' ? '✓' : step.number}</Marker>
              {step.label}
              {state === 'completed' && <VisuallyHidden> (completed)</VisuallyHidden>}
            </Step>
          );
        })}
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
const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  border: 2px solid currentColor;
  font-weight: 700;
`;
const Step = styled.li<{ $state: StepState }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.muted : theme.colors.text)};
  ${({ $state }) =>
    $state === 'current' &&
    css`
      font-weight: 700;
      ${Marker} {
        border-color: ${({ theme }) => theme.colors.primary};
        background: ${({ theme }) => theme.colors.primary};
        color: ${({ theme }) => theme.colors.textaccent};
      }
    `}
  ${({ $state }) =>
    $state === 'completed' &&
    css`
      ${Marker} {
        border-color: ${({ theme }) => theme.colors.success};
        background: ${({ theme }) => theme.colors.success};
        color: ${({ theme }) => theme.colors.surface};
      }
    `}
`;
