// Labelled form controls for react-hook-form pages: each error is tied to its field
// (aria-invalid, aria-describedby) and announced (role=alert).
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { touchTarget } from '../media';
import { themeOf } from '../theme';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
`;

/** Inputs and selects look alike: the field's border turns red while it has an error. */
const controlStyle = css`
  width: 100%;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => themeOf(theme).colors.muted};
  background: ${({ theme }) => themeOf(theme).colors.background};
  color: ${({ theme }) => themeOf(theme).colors.text};
  ${touchTarget}
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => themeOf(theme).colors.danger};
  }
`;

const Input = styled.input`
  ${controlStyle}
  &[readonly] {
    background: ${({ theme }) => themeOf(theme).colors.surface};
  }
`;

const Select = styled.select`
  ${controlStyle}
`;

const TextArea = styled.textarea`
  ${controlStyle}
  min-height: 6rem;
  resize: vertical;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => themeOf(theme).colors.danger};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => themeOf(theme).colors.muted};
`;

interface FieldFrameProps {
  label: string;
  /** The field's message, shown under it and announced. */
  error?: string;
  /** A lasting explanation under the field (read with it). */
  hint?: string;
}

/** Ids and ARIA attributes joining a control to its label, hint and error. */
function useFieldIds({ error, hint }: FieldFrameProps, id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    controlId,
    errorId,
    hintId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function FieldFrame({
  label,
  error,
  hint,
  ids,
  children,
}: FieldFrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <Field>
      <Label htmlFor={ids.controlId}>{label}</Label>
      {children}
      {hint && <Hint id={ids.hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={ids.errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  );
}

export type TextFieldProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input; pass react-hook-form's `register(name)` props and the field's error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...input },
  ref,
) {
  const ids = useFieldIds({ label, error, hint }, id);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <Input ref={ref} id={ids.controlId} {...ids.aria} {...input} />
    </FieldFrame>
  );
});

export type TextAreaFieldProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line input (e.g. a cancel or return reason). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, id, ...textarea }, ref) {
    const ids = useFieldIds({ label, error, hint }, id);
    return (
      <FieldFrame label={label} error={error} hint={hint} ids={ids}>
        <TextArea ref={ref} id={ids.controlId} {...ids.aria} {...textarea} />
      </FieldFrame>
    );
  },
);

export type SelectFieldProps = FieldFrameProps & SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled select; the options are its children. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, children, ...select },
  ref,
) {
  const ids = useFieldIds({ label, error, hint }, id);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <Select ref={ref} id={ids.controlId} {...ids.aria} {...select}>
        {children}
      </Select>
    </FieldFrame>
  );
});

/** Fields side by side on wide screens, stacked on a phone. */
export const FieldRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;
