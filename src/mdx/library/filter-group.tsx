export interface FilterGroupProps {
  legend: string;
  options: string[];
  labels?: Readonly<Record<string, string>>;
  /** null is "All". */
  value: string | null;
  onChange: (value: string | null) => void;
}

/** A row of toggle buttons where exactly one is pressed; "All" clears the filter. */
export function FilterGroup({ legend, options, labels = {}, value, onChange }: FilterGroupProps) {
  const choices: (string | null)[] = [null, ...options];
  return (
    <fieldset className="mkt-library-filter">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <button
          key={choice ?? ''}
          type="button"
          className="mkt-library-chip"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
        >
          {choice === null ? 'All' : (labels[choice] ?? choice)}
        </button>
      ))}
    </fieldset>
  );
}
