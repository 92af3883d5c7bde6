// One labelled form field for the content forms: the label names it, a required mark shows and is
// announced, and its error is tied to it (aria-invalid, aria-describedby) and announced (role=alert).
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import styled, { css } from 'styled-components';
import { themeOf, touchTarget } from '@storefront/ui-kit';

interface FormFieldProps {
  /** The control's id; its error is `${id}-error`. */
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** A short hint under the label, read with the field. */
  hint?: string;
}

/**
 * The props a FormField takes from its form, by field name: id `${prefix}-${name}`, registration,
 * current error and length limit.
 */
export function fieldBinder<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  prefix: string,
  limits: Partial<Record<Path<Values>, number>>,
) {
  return (name: Path<Values>) => ({
    id: `${prefix}-${name}`,
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
    maxLength: limits[name],
  });
}

export function FormField({
  id,
  label,
  registration,
  error,
  required = false,
  multiline = false,
  type = 'text',
  autoComplete,
  maxLength,
  hint,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    maxLength,
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...registration,
  };
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark aria-hidden="true"> *</RequiredMark>}
        {!required && <Optional> (optional)</Optional>}
      </label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {multiline ? (
        <TextArea rows={5} $invalid={Boolean(error)} {...control} />
      ) : (
        <Input type={type} $invalid={Boolean(error)} {...control} />
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  label {
    font-weight: 600;
  }
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => themeOf(theme).colors.danger};
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => themeOf(theme).colors.muted};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => themeOf(theme).colors.muted};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  padding: 0.5rem 0.75rem;
  font: inherit;
  color: ${({ theme }) => themeOf(theme).colors.text};
  background: ${({ theme }) => themeOf(theme).colors.surface};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? themeOf(theme).colors.danger : '#6b7680')};
  border-radius: ${({ theme }) => themeOf(theme).radii.sm};
  ${touchTarget}
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => themeOf(theme).colors.danger};
`;
