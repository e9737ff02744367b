/**
 * Free text typed by people (names, addresses, reviews, messages, the console's texts) is printed
 * on invoices, SMS, e-mails and pages. Whitespace is normalised and characters that are invisible
 * or change how the text around them shows are refused, so what is stored prints as it reads.
 */

/**
 * Characters free text may not carry:
 * - control characters (C0, DEL, C1) other than tab, line feed and carriage return, which are
 *   whitespace and normalised instead;
 * - format characters (Unicode Cf): bidirectional overrides and isolates, zero-width spaces, the
 *   byte-order mark, invisible operators, tags — all invisible, and able to reorder or hide text.
 *   ZWNJ and ZWJ (U+200C, U+200D) stay: Indian scripts and emoji need them;
 * - lone surrogates (not text at all).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|(?![\u200C\u200D])\p{Cf}|\p{Cs}/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');

/** Whether the text carries a character free text may not (see FORBIDDEN). */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** The message for such a value, naming the field. */
export function forbiddenCharactersMessage(label: string): string {
  return `${label} contains a hidden control or formatting character. Please retype it.`;
}

/** One line: every run of whitespace (line breaks and tabs too) becomes one space; trimmed. */
export function normaliseSingleLine(value: string): string {
  return value.replace(/\s+/gu, ' ').trim();
}

/**
 * Several lines (reviews, messages, product texts): line breaks are kept, at most one blank line
 * in a row; other whitespace runs become one space, no spaces at line ends; trimmed.
 */
export function normaliseMultiLine(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/[^\S\n]+/gu, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Text stored before these rules, made safe to print on one line: forbidden characters dropped,
 * whitespace normalised (the invoice renderer's defence in depth).
 */
export function printableLine(value: string | null | undefined): string {
  return normaliseSingleLine((value ?? '').replace(FORBIDDEN_ALL, ''));
}
