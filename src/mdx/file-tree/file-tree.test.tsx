import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FileTree } from './file-tree';

function Example() {
  return (
    <FileTree>
      <FileTree.Folder name="app" defaultOpen>
        <FileTree.File name="main.py" active />
        <FileTree.Folder name="prompts">
          <FileTree.File name="summarize.txt" />
        </FileTree.Folder>
      </FileTree.Folder>
      <FileTree.File name="pyproject.toml" />
    </FileTree>
  );
}

describe('FileTree', () => {
  it('shows defaultOpen folders open and others closed', () => {
    render(<Example />);
    expect(screen.getByRole('button', { name: 'app' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('main.py')).toBeVisible();
    expect(screen.getByRole('button', { name: 'prompts' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText('summarize.txt')).not.toBeVisible();
    expect(screen.getByText('pyproject.toml')).toBeVisible();
  });

  it('toggles a folder on click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const prompts = screen.getByRole('button', { name: 'prompts' });
    await user.click(prompts);
    expect(prompts).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('summarize.txt')).toBeVisible();
    await user.click(prompts);
    expect(screen.getByText('summarize.txt')).not.toBeVisible();
  });

  it('works from the keyboard: Tab to a folder, Enter and Space toggle, arrows open and close', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.tab();
    const prompts = screen.getByRole('button', { name: 'prompts' });
    expect(prompts).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(prompts).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(prompts).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(prompts).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(prompts).toHaveAttribute('aria-expanded', 'false');
  });

  it('ties each folder button to the list it controls', () => {
    render(<Example />);
    const app = screen.getByRole('button', { name: 'app' });
    const list = document.getElementById(app.getAttribute('aria-controls') ?? '');
    expect(list).toContainElement(screen.getByText('main.py'));
  });
});
