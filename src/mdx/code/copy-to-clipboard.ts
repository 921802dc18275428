/**
 * Writes text to the clipboard. Failures are not shown to the reader (SPEC §8):
 * they are logged, with a distinct message when the browser refused permission.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') {
      console.error('Access to clipboard rejected!');
    } else {
      console.error('Failed to copy!');
    }
    return false;
  }
}
