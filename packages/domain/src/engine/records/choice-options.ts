/**
 * The empty entry a select offers before its options: a required choice asks for one; an
 * optional one says nothing is recorded yet. It is not "None", which many lists hold as a real
 * answer (no disclosures, no religion), so the two never read alike.
 */
export function blankChoiceLabel(required: boolean | undefined): string {
  return required ? 'Choose one' : 'Not recorded';
}

/** Words that mean the same in an option list, written as the one they stand for. */
const SAME_MEANING: readonly (readonly [RegExp, string])[] = [
  [/^(none|no religion|no religion or belief|nothing|nil|not applicable|n a|na)$/, 'none'],
  [/^(not recorded|not known|unknown|not stated|not set)$/, 'unknown'],
  [/^(prefer not to say|prefers not to say|declined to say|rather not say)$/, 'prefer not to say'],
  [/^(other|other religion or belief|something else)$/, 'other'],
];

/** An option's label reduced to what it means: case, punctuation and synonyms set aside. */
export function optionMeaning(label: string): string {
  const words = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (const [pattern, meaning] of SAME_MEANING) if (pattern.test(words)) return meaning;
  return words;
}

/** The groups of labels in one list that mean the same thing; [] when every entry is distinct. */
export function sameMeaningOptions(labels: readonly string[]): string[][] {
  const byMeaning = new Map<string, string[]>();
  for (const label of labels) {
    const meaning = optionMeaning(label);
    byMeaning.set(meaning, [...(byMeaning.get(meaning) ?? []), label]);
  }
  return [...byMeaning.values()].filter((group) => group.length > 1);
}
