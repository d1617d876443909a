/** A plural for use inside a sentence: 'Funder Scales' → 'funder scales', 'NPC Codes' → 'NPC codes'. */
export function inSentence(noun: string): string {
  return noun
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}
