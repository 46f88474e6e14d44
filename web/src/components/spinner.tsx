/** A small busy indicator with a text for screen readers and sighted users alike. */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <p className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      {label}
    </p>
  );
}
