/**
 * vidstack reads the media's seekable range at "canplay" and on "progress"
 * only, and seeks (keys, the ±30 s buttons, digits) stop at its end. Early
 * on, the range can end where the buffer does (Media Source Extensions grow
 * the duration with what is appended); a short stream buffered whole in a
 * few bursts may fire no "progress" after its full duration is set, and
 * seeks stopped at 28 s of a 40 s video. Every duration change is passed on
 * as "progress", so the range is read again.
 */
export function rereadSeekableOnDurationChange(media: HTMLMediaElement): () => void {
  const reread = () => media.dispatchEvent(new Event('progress'));
  media.addEventListener('durationchange', reread);
  return () => media.removeEventListener('durationchange', reread);
}
