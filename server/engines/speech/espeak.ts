// eSpeak NG (GPL-3, run as a separate program so it stays a separate work) for the languages
// flite lacks, when Debian's `espeak-ng` is installed. Less natural than flite: transcribed
// back, its word error rate is far higher (README, Voiceover), and the catalogue says so.
import { onPath, runProgram } from '../audio/programs';
import type { EngineVoice, SpokenAudio } from './types';
import { monoWav } from '../audio/wav';

// A dozen main languages: espeak-ng's voice, its locale and name. Its female voices are its
// `+f3` variant of the same language.
const languages: [string, string, string][] = [
  ['de', 'de-DE', 'German'], ['fr-fr', 'fr-FR', 'French'], ['es', 'es-ES', 'Spanish'], ['it', 'it-IT', 'Italian'],
  ['pt-br', 'pt-BR', 'Portuguese (Brazil)'], ['nl', 'nl-NL', 'Dutch'], ['pl', 'pl-PL', 'Polish'], ['ru', 'ru-RU', 'Russian'],
  ['sv', 'sv-SE', 'Swedish'], ['tr', 'tr-TR', 'Turkish'], ['hi', 'hi-IN', 'Hindi'], ['cmn', 'zh-CN', 'Chinese (Mandarin)'],
];

export const espeakVoices: EngineVoice[] = languages.flatMap(([code, locale, language]) => [
  { id: `espeak-${code}`, name: `${language}, male (espeak-ng)`, locale, gender: 'male' as const, engine: 'espeak' as const, model: 'espeak-ng', engineVoice: code },
  { id: `espeak-${code}-f`, name: `${language}, female (espeak-ng)`, locale, gender: 'female' as const, engine: 'espeak' as const, model: 'espeak-ng', engineVoice: `${code}+f3` },
]);

export const espeakInstalled = () => onPath('espeak-ng');

/** espeak-ng's settings: `pitch` (0–99, its -p) and `speed` (words per minute, its -s). */
export async function speakEspeak(text: string, engineVoice: string, settings: Record<string, number> = {}, signal?: AbortSignal): Promise<SpokenAudio> {
  const args = ['-v', engineVoice, '--stdout'];
  if (settings.pitch !== undefined) args.push('-p', String(Math.round(settings.pitch)));
  if (settings.speed !== undefined) args.push('-s', String(Math.round(settings.speed)));
  // The text on stdin, so a prompt starting with "-" is never read as an option.
  const audio = monoWav(await runProgram('espeak-ng', args, { input: Buffer.from(text), signal }));
  if (!audio) throw new Error('espeak-ng wrote no audio.');
  return { data: audio.data, contentType: 'audio/wav', seconds: audio.seconds };
}
