import { z } from 'zod';
import { label } from './common.ts';

/** What the site knows about a video before its stream loads. */
export const videoInfoSchema = z
  .object({
    /** Length in seconds, shown on the poster. */
    duration: z.number().positive(),
    captions: z
      .array(z.object({ lang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/), label }).strict())
      .default([]),
  })
  .strict();

/** Videos by id; an id missing here still plays, without duration or captions. */
export const videosSchema = z.record(z.string().min(1), videoInfoSchema).default({});

/** SPEC.md §9 "Video and player". */
export const playerSchema = z
  .object({
    posterStartTime: z.number().min(0).default(1),
    gifRestartDelayMs: z.number().int().min(0).default(200),
    visibilityThreshold: z.number().min(0).max(1).default(0.1),
    seekButtonSeconds: z.number().positive().default(30),
    keyboardSeekSeconds: z.number().positive().default(5),
    keyboardVolumeStep: z.number().positive().max(1).default(0.05),
    /** Controls hide after this long without activity while playing. */
    userIdleMs: z.number().int().positive().default(2000),
    playbackRates: z
      .array(z.number().positive())
      .min(1)
      .refine((rates) => rates.includes(1), 'must include 1 (Normal)')
      .default([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]),
    /** Load the player code this far before a video scrolls into view (rootMargin). */
    loadMargin: z.string().default('0px 0px 600px 0px'),
    /** Parse caption files in strict mode (stop at the first error). */
    strictCaptions: z.boolean().default(false),
  })
  .strict();

/** Keys of config/video.ts. */
export const videoKeys = {
  videos: videosSchema,
  player: playerSchema.default({}),
};
