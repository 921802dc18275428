import { describe, expect, it } from 'vitest';
import { rereadSeekableOnDurationChange } from './seekable-refresh';

describe('rereadSeekableOnDurationChange', () => {
  it('passes each duration change on as progress, until stopped', () => {
    const media = document.createElement('video');
    let progress = 0;
    media.addEventListener('progress', () => {
      progress += 1;
    });
    const stop = rereadSeekableOnDurationChange(media);
    media.dispatchEvent(new Event('durationchange'));
    media.dispatchEvent(new Event('durationchange'));
    expect(progress).toBe(2);
    stop();
    media.dispatchEvent(new Event('durationchange'));
    expect(progress).toBe(2);
  });
});
