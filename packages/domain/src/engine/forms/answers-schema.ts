import { z } from 'zod';
import type { Answers } from './form-definition';

/**
 * The shape of saved answers, for the schemas of what the API answers (a response read back):
 * text, a number, a list of values, a signature, or a group's list of entries, each entry
 * answers of the same kinds (groups do not nest). What an answer may be for its question is
 * validateAnswers' concern; this only says what can be stored.
 */
const signatureAnswer = z.strictObject({
  image: z.string(),
  name: z.string(),
  date: z.iso.date(),
});
const singleAnswer = z.union([z.string(), z.number(), z.array(z.string()), signatureAnswer]);
const entryAnswer = z.record(z.string(), singleAnswer);

export const answerValueSchema = z.union([singleAnswer, z.array(entryAnswer)]);

/** Answers by question id, as a saved response holds them. */
export const formAnswersSchema: z.ZodType<Answers> = z.record(
  z.string(),
  answerValueSchema.nullable(),
);
