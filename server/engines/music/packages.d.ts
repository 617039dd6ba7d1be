// midi-writer-js ships types, but its package.json "exports" hides them from TypeScript's
// resolution: the part of its API the score uses.

declare module 'midi-writer-js' {
  interface Event {
    readonly type?: string;
  }
  interface Track {
    addEvent(event: Event | Event[]): Track;
    setTempo(bpm: number, tick?: number): Track;
    setTimeSignature(numerator: number, denominator: number): Track;
  }
  interface Writer {
    buildFile(): Uint8Array;
  }
  const MidiWriter: {
    Track: new () => Track;
    NoteEvent: new (fields: { pitch: (string | number)[]; duration?: string; startTick?: number; velocity?: number; channel?: number }) => Event;
    ProgramChangeEvent: new (fields: { instrument: number; channel?: number }) => Event;
    ControllerChangeEvent: new (fields: { controllerNumber: number; controllerValue: number; channel?: number }) => Event;
    Writer: new (tracks: Track | Track[]) => Writer;
  };
  export default MidiWriter;
}
