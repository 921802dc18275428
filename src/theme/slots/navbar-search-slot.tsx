import { labels } from '../../config/theme';
import { SearchIcon } from '../icons/icons';
import './navbar-search-slot.css';

/**
 * Where the search box goes. Until search is wired in, a plain button with
 * the search label keeps the navbar's layout and keyboard order stable.
 */
export function NavbarSearchSlot() {
  return (
    <button type="button" className="navbar-search">
      <SearchIcon />
      <span className="navbar-search-label">{labels.search}</span>
      <kbd className="navbar-search-kbd">/</kbd>
    </button>
  );
}
