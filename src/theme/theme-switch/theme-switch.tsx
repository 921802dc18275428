import { labels, type ThemeName } from '../../../config/theme';
import { useAppStore } from '../../store/store';
import { isThemeName } from '../../store/theme-slice';
import { MoonIcon, SunIcon } from '../icons/icons';
import './theme-switch.css';

const options: { value: ThemeName; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Light, dark or system; saved under the `theme` key (SPEC.md §4 "Theme"). */
export function ThemeSwitch() {
  const theme = useAppStore((s) => s.theme);
  const setTheme = useAppStore((s) => s.setTheme);
  return (
    <label className="select-control">
      <span className="select-control-icon">
        <SunIcon className="theme-switch-sun" />
        <MoonIcon className="theme-switch-moon" />
      </span>
      <span className="sr-only">{labels.changeTheme}</span>
      <select
        className="select-control-select"
        value={theme}
        title={labels.changeTheme}
        onChange={(event) => {
          if (isThemeName(event.target.value)) setTheme(event.target.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
