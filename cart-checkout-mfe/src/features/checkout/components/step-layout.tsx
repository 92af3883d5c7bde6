// The frame every step shares: its heading, its form column and the back / continue buttons.
import styled from 'styled-components';

export const StepForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1rem;
`;

export const Notice = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
`;
