/**
 * Misspellings that would flip what a prompt means, read as meant before planning: 'members see
 * there own reservations' is about their own, and a missed 'own' makes private items public.
 * Quoted texts are left as written: they are shown verbatim.
 */
const TYPOS: [RegExp, string][] = [
  [/\b(?:there|thier|thei|ther)(\s+own)\b/gi, 'their$1'],
  [/\bthier\b/gi, 'their'],
  [/\b(?:memebr|membr|memeber|mebmer)(s?)\b/gi, 'member$1'],
  [/\bmembres\b/gi, 'members'],
  [/\b(?:admn|amdin|adimn)(s?)\b/gi, 'admin$1'],
  // 'the loged in member's bookings … upcomming only': whose items, and which.
  [/\b(?:loged|loggd|logd)([- ]in)\b/gi, 'logged$1'],
  [/\b(?:upcomming|upcomin|upcomimg|upcommming)\b/gi, 'upcoming'],
  [/\b(?:onyl|olny)\b/gi, 'only'],
  // 'members who havent paid': a 'not' lost with its apostrophe.
  [/\b(have|has|is|are|was|were|do|does|did)nt\b/gi, "$1n't"],
];

/** Double-quoted texts ("…", “…”), kept apart so their words stay as written. */
const DOUBLE_QUOTED = /("[^"\n]*"|“[^”\n]*”)/;

export function withCommonTyposFixed(prompt: string): string {
  return prompt
    .split(DOUBLE_QUOTED)
    .map((part, i) =>
      i % 2 === 1 ? part : TYPOS.reduce((text, [typo, meant]) => text.replace(typo, meant), part),
    )
    .join('');
}
