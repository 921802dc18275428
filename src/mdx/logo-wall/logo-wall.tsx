export interface LogoWallProps {
  /** What the names have in common, read out before the list. */
  label: string;
  names?: string[];
}

/** Names of tools or teams set as wordmarks: no images to load, readable in both themes. */
export function LogoWall({ label, names = [] }: LogoWallProps) {
  return (
    <ul className="mkt-logo-wall" aria-label={label}>
      {names.map((name) => (
        <li key={name} className="mkt-logo">
          {name}
        </li>
      ))}
    </ul>
  );
}
