// Streams a multipart body over a raw socket (chunked: no size declared) as fast as the server
// takes it, and reports the answer and how much had been written when it came: how the tests
// show that an upload over its limit is refused without being read whole. A raw socket because
// the server closing the connection after its answer makes Node's HTTP client report the broken
// pipe instead of the answer it had already been sent.
import { connect } from 'node:net';

export const megabyte = Buffer.alloc(1024 * 1024, 'a');

/** `head` (the form up to the file's bytes), then `megabytes` of file, then the closing boundary. */
export function streamUpload(port: number, path: string, headers: Record<string, string>, boundary: string, head: Buffer, megabytes: number) {
  const inChunks = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
  return new Promise<{ status: number; message: string; writtenMb: number }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let written = 0;
    let writtenAtAnswer: number | null = null;
    let received = Buffer.alloc(0);
    socket.on('data', (data) => {
      writtenAtAnswer ??= written;
      received = Buffer.concat([received, data]);
    });
    // Writing on after the server closed is expected; what it answered is read at close.
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = received.toString();
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]);
      if (!status) return reject(new Error(`no answer: ${text.slice(0, 200)}`));
      resolve({ status, message: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)).message, writtenMb: writtenAtAnswer! / megabyte.length });
    });
    const headerLines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`POST ${path} HTTP/1.1\r\nhost: localhost\r\n${headerLines}content-type: multipart/form-data; boundary=${boundary}\r\ntransfer-encoding: chunked\r\n\r\n`);
    socket.write(inChunks(head));
    const pump = () => {
      while (writtenAtAnswer === null && !socket.destroyed && written < megabytes * megabyte.length) {
        written += megabyte.length;
        if (!socket.write(inChunks(megabyte))) return void socket.once('drain', pump);
      }
      if (writtenAtAnswer === null && !socket.destroyed) socket.end(`${inChunks(Buffer.from(`\r\n--${boundary}--\r\n`))}0\r\n\r\n`);
    };
    pump();
  });
}
