import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { links } from '../../../config/site';
import { LogoContextMenu } from './logo-context-menu';

describe('LogoContextMenu', () => {
  it('right click opens a dialog with SVG and PNG downloads and the brand assets link', async () => {
    render(
      <LogoContextMenu>
        <a href="/">Logo</a>
      </LogoContextMenu>,
    );
    const notPrevented = fireEvent.contextMenu(screen.getByRole('link', { name: 'Logo' }));
    expect(notPrevented).toBe(false);
    const dialog = await screen.findByRole('dialog');
    const svg = screen.getByRole('link', { name: 'Download logo as SVG' });
    expect(svg).toHaveAttribute('href', links.logoSvg);
    expect(svg.getAttribute('download')).toMatch(/-logo\.svg$/);
    const png = screen.getByRole('link', { name: 'Download logo as PNG' });
    expect(png).toHaveAttribute('href', links.logoPng);
    expect(png.getAttribute('download')).toMatch(/-logo\.png$/);
    expect(screen.getByRole('link', { name: 'All brand assets' })).toHaveAttribute(
      'href',
      links.brandAssets,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
