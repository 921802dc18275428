/** The panel's notes, shown by the toggle while the panel's code loads or cannot. */
export function LoadingSizes({ id }: { id?: string }) {
  return (
    <p id={id} className="save-offline-note">
      Loading sizes…
    </p>
  );
}

/** Sizes, or the panel's own code, could not be fetched. */
export function SizesUnavailable({ id }: { id?: string }) {
  return (
    <p id={id} className="save-offline-note" role="alert">
      Sizes could not be loaded; try again when online.
    </p>
  );
}
