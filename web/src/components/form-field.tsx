import type { ReactNode } from 'react';

/** A labelled control with its error line; `id` names the control (the label's `for`). */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <p id={`${id}-error`} className="field__error">
        {error}
      </p>
    </div>
  );
}
