import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { links } from '../../../config/site';
import { LOGO_MENU_LABELS as L, logoFileName } from './logo-menu-labels';

/** The dialog the logo's context menu opens (Headless UI: focus trap, Escape closes). */
export default function LogoMenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="dialog logo-menu">
      <div className="dialog-backdrop" aria-hidden="true" />
      <div className="dialog-frame">
        <DialogPanel className="dialog-panel logo-menu-panel">
          <DialogTitle className="dialog-title">{L.title}</DialogTitle>
          <Description className="dialog-text">{L.text}</Description>
          <img className="logo-menu-preview" src={links.logoSvg} alt="" width={64} height={64} />
          <ul className="logo-menu-list">
            <li>
              <a className="logo-menu-link" href={links.logoSvg} download={logoFileName('svg')}>
                {L.svg}
              </a>
            </li>
            <li>
              <a className="logo-menu-link" href={links.logoPng} download={logoFileName('png')}>
                {L.png}
              </a>
            </li>
            <li>
              <a
                className="logo-menu-link"
                href={links.brandAssets}
                target="_blank"
                rel="noopener noreferrer"
              >
                {L.brandAssets}
              </a>
            </li>
          </ul>
          <div className="logo-menu-actions">
            <button type="button" className="logo-menu-close" onClick={onClose}>
              {L.close}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
