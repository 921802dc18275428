import { useId, useMemo, useState } from 'react';
import { useContentManifest } from '../../data/content-context';
import { usePageMap } from '../../data/use-page-data';
import { formatBytes, pageMapPartsOf, planSave, saveChoices } from './offline-sizes';
import { LoadingSizes, SizesUnavailable } from './save-offline-notes';
import { useOfflineSizes, useSaveOffline } from './use-save-offline';

/** Choose the section or the whole area, see its size, save it with progress. */
export default function SaveOfflinePanel({
  id,
  route,
  locale,
}: {
  id: string;
  route: string;
  locale: string;
}) {
  const manifest = useContentManifest();
  const { buildId } = manifest;
  const { data: pageMap } = usePageMap(locale, route);
  const sizes = useOfflineSizes(buildId);
  const [state, save] = useSaveOffline();
  const [choice, setChoice] = useState(0);
  const name = useId();
  const plans = useMemo(() => {
    if (!sizes || sizes === 'error') return [];
    const parts = pageMapPartsOf(manifest, locale);
    return saveChoices(route, pageMap).map((c) =>
      planSave(sizes, { buildId, locale, parts, ...c }),
    );
  }, [sizes, route, pageMap, buildId, locale, manifest]);

  if (sizes === 'error') {
    return <SizesUnavailable id={id} />;
  }
  if (plans.length === 0) {
    return <LoadingSizes id={id} />;
  }
  const plan = plans[Math.min(choice, plans.length - 1)];
  const saving = state.status === 'saving';
  return (
    <div id={id} className="save-offline-panel">
      <fieldset disabled={saving}>
        <legend>Store on this device</legend>
        {plans.map((p, index) => (
          <label key={p.prefix} className="save-offline-choice">
            <input
              type="radio"
              name={name}
              checked={index === Math.min(choice, plans.length - 1)}
              onChange={() => setChoice(index)}
            />
            <span>
              {p.label}{' '}
              <span className="save-offline-size">
                ({p.routes.length} pages, {formatBytes(p.bytes)})
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="save-offline-save"
        disabled={saving}
        onClick={() => void save(plan)}
      >
        Save {formatBytes(plan.bytes)}
      </button>
      {saving ? (
        <progress
          className="save-offline-progress"
          value={state.done}
          max={state.total}
          aria-label="Saving for offline"
        />
      ) : null}
      <p className="save-offline-note" role="status">
        {state.status === 'saving'
          ? `Saving ${state.done} of ${state.total} files…`
          : state.status === 'saved'
            ? `Saved: ${state.pages} pages can be read offline.`
            : state.status === 'failed'
              ? state.message
              : ''}
      </p>
    </div>
  );
}
