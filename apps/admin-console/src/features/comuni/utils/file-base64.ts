/** Bytes per `String.fromCharCode` call: under every engine's limit on the number of arguments. */
const CHUNK = 0x8000;

/**
 * A file's bytes as base64, as the import route takes them: ISTAT's CSV is Windows-1252, so the bytes go to the
 * API untouched (no text decoding in the browser) and the server reads the encoding.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

/** The chosen file read in the browser, then encoded. */
export async function fileToBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}
