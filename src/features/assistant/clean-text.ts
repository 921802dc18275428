/**
 * Model text as the site keeps it: line breaks as newlines and no other
 * control characters (a terminal escape or NUL in an answer would be shown,
 * copied and, rated or shared, refused by the edge as it refuses them in any
 * stored text).
 */
export function cleanAnswerText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}
