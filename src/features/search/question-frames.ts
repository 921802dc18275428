/**
 * The frame of a question a reader types in place of keywords: "how do I …",
 * "is it possible to …", "why is my … not working", "…するにはどうすればいいですか".
 * Its words say that something is asked, not what: searched like the
 * content words, they find every page that explains anything and push the
 * answer down. English frame words count for little (a page titled "Why
 * don't my traces show up?" still gains from "show up"); Japanese frames and
 * particles, which would only add character pairs found everywhere, are
 * dropped from a query that has other words. The index keeps them all.
 */

/**
 * English words of question frames and of the pieces contractions split
 * into ("doesn't" is "doesn" and "t"). Content words that are also frame
 * words ("work", "use") are here only in the forms a frame uses them in.
 */
const FRAME_WORD_LIST =
  'about also am any anyone anything anyway able actually again all always appear appears ' +
  'because been being best could correct correctly did didn doesn don d done else even ever ' +
  'example get gets getting got going had hello help hey hi isn just know ll m make ' +
  'might must need needed needs never please possible properly re really right s see seem ' +
  'seems shall should show shows showing some someone something still suppose t tell thank ' +
  'thanks thing things think try trying use used using ve want wanted wants wasn way ' +
  'ways weren won work worked working works would wrong yet';

/**
 * Japanese question frames and particles, longest first so a longer frame
 * is taken before its pieces: the rest of the query is its content.
 */
const JAPANESE_FRAMES = [
  'どうすればいいですか',
  'どうすればよいですか',
  'どうしたらいいですか',
  'するにはどうすれば',
  'できないのはなぜ',
  'でしょうか',
  'できますか',
  'ありますか',
  'いいですか',
  'されない',
  'どうやって',
  'どうすれば',
  'どうしたら',
  'ください',
  'したい',
  'するには',
  'ですか',
  'ますか',
  'ません',
  'なぜ',
  'とは',
  'には',
  'って',
  'する',
  'して',
  'です',
  'ます',
  'ない',
  'は',
  'が',
  'を',
  'に',
  'で',
  'の',
  'と',
  'も',
  'か',
];

/** Share of a frame word in a section's score and in the query's coverage (rank.ts). */
export const FRAME_WORD_WEIGHT = 0.25;

// Made on first use: the app's first-load code imports this module (through
// tokenize.ts) without ever reading a query, and a Set or RegExp built at load
// would stay in its bundle.
let frameWords: ReadonlySet<string> | undefined;
let japaneseFrame: RegExp | undefined;

/** How much a query word counts: little for a question frame's word, fully for the rest. */
export function frameWeight(word: string): number {
  frameWords ??= new Set(FRAME_WORD_LIST.split(' '));
  return frameWords.has(word) ? FRAME_WORD_WEIGHT : 1;
}

/**
 * A run of Japanese text without its question frame and particles, as the
 * pieces between them ("トレースを送信するにはどうすれば" gives "トレース",
 * "送信"). A run that is nothing but frame comes back whole.
 */
export function withoutJapaneseFrame(run: string): string[] {
  japaneseFrame ??= new RegExp(JAPANESE_FRAMES.join('|'), 'g');
  const pieces = run.split(japaneseFrame).filter(Boolean);
  return pieces.length > 0 ? pieces : [run];
}
