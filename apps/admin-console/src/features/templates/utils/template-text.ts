/** Product §9: a template card shows the first 100 characters of the content. */
export const CARD_CONTENT_LENGTH = 100;

/** The first `length` characters (code points, so an emoji is never split), with '…' when cut. */
export function truncateContent(content: string, length = CARD_CONTENT_LENGTH): string {
  const characters = Array.from(content);
  return characters.length <= length ? content : `${characters.slice(0, length).join('')}…`;
}

/** Puts `insert` in place of the selection [start, end) and answers the caret position after it. */
export function insertAt(text: string, insert: string, start: number, end = start): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}
