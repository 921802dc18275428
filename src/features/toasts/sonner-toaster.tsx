import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { useAppStore } from '../../store/store';
import { connectToaster, type ToastMessage } from './notify';
import './toasts.css';

const DEFAULT_DURATION_MS = 6000;

function show(message: ToastMessage) {
  const options = {
    id: message.id,
    description: message.description,
    duration: message.durationMs ?? DEFAULT_DURATION_MS,
    action: message.action
      ? { label: message.action.label, onClick: () => message.action?.onClick() }
      : undefined,
  };
  const kind = message.kind ?? 'info';
  if (kind === 'error') toast.error(message.title, options);
  else if (kind === 'success') toast.success(message.title, options);
  else toast(message.title, options);
}

/** sonner's toaster in the site's theme; its own chunk (see toast-area.tsx). */
export default function SonnerToaster() {
  const theme = useAppStore((s) => s.theme);
  // The toaster subscribes in its own effect, which runs before this one: waiting messages land.
  useEffect(() => connectToaster(show), []);
  return (
    <Toaster
      position="bottom-right"
      theme={theme}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ className: 'site-toast' }}
    />
  );
}
