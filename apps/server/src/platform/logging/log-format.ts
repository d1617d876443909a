/**
 * How the server writes its log: short coloured lines for a person at a terminal, one JSON object
 * a line for anything else (a log collector, a file, a test). LOG_FORMAT=json or pretty chooses.
 */
export type LogFormat = 'pretty' | 'json';

export function logFormatOf(setting: string | undefined, isTerminal: boolean): LogFormat {
  if (setting === 'json' || setting === 'pretty') return setting;
  if (setting) throw new Error('LOG_FORMAT must be json or pretty.');
  return isTerminal ? 'pretty' : 'json';
}
