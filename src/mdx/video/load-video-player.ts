/** The player chunk (vidstack and its layout; hls.js loads later, only for HLS through MSE). */
let loading: Promise<typeof import('./video-player')> | null = null;

export function loadVideoPlayer(): Promise<typeof import('./video-player')> {
  loading ??= import('./video-player').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
