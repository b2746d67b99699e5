// Short spoken-style tones for the demo's FAQ audio and audio messages: a WAV made in code, so no
// audio file is committed. 8 kHz, 8-bit mono keeps 6 seconds under 50 KB.
export function toneWav(seed: number, seconds = 6): Buffer {
  const rate = 8000;
  const n = rate * seconds;
  const data = Buffer.alloc(n);
  const notes = [262, 294, 330, 349, 392, 440, 494, 523];
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const note = notes[(Math.floor(t * 2) + seed) % notes.length];
    const envelope = Math.min(1, (t % 0.5) * 20) * Math.max(0, 1 - (t % 0.5) * 1.6);
    data[i] = 128 + Math.round(80 * envelope * Math.sin(2 * Math.PI * note * t));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + n, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(n, 40);
  return Buffer.concat([header, data]);
}
