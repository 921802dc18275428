import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { ChevronIcon, FileIcon, FolderIcon } from '../icons';

/** A directory listing. Folders are disclosure buttons, so Tab, Enter and Space work as everywhere else. */
export function FileTree({ children }: { children?: ReactNode }) {
  return (
    <div className="file-tree">
      <ul className="file-tree-list">{children}</ul>
    </div>
  );
}

export interface FileProps {
  name: ReactNode;
  /** Marks the file the surrounding text talks about. */
  active?: boolean;
}

function File({ name, active }: FileProps) {
  return (
    <li className="file-tree-item file-tree-file" data-active={active ? '' : undefined}>
      <span className="file-tree-row">
        <span className="file-tree-icon">
          <FileIcon />
        </span>
        <span className="file-tree-name">{name}</span>
      </span>
    </li>
  );
}

export interface FolderProps {
  name: ReactNode;
  defaultOpen?: boolean;
  /** Controlled state. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  children?: ReactNode;
}

function Folder({ name, defaultOpen = false, open, onToggle, children }: FolderProps) {
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const isOpen = open ?? internalOpen;
  const groupId = useId();
  const setOpen = (next: boolean) => {
    if (next === isOpen) return;
    setInternalOpen(next);
    onToggle?.(next);
  };
  // Tree-view convention on top of the button: Right opens, Left closes.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' && !isOpen) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'ArrowLeft' && isOpen) {
      event.preventDefault();
      setOpen(false);
    }
  };
  return (
    <li className="file-tree-item file-tree-folder" data-open={isOpen ? '' : undefined}>
      <button
        type="button"
        className="file-tree-row file-tree-toggle"
        aria-expanded={isOpen}
        aria-controls={groupId}
        onClick={() => setOpen(!isOpen)}
        onKeyDown={onKeyDown}
      >
        <span className="file-tree-chevron">
          <ChevronIcon />
        </span>
        <span className="file-tree-icon">
          <FolderIcon open={isOpen} />
        </span>
        <span className="file-tree-name">{name}</span>
      </button>
      <ul className="file-tree-list" id={groupId} hidden={!isOpen}>
        {children}
      </ul>
    </li>
  );
}

FileTree.File = File;
FileTree.Folder = Folder;
