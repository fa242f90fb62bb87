/** Characters no file system takes in a name (an email's local part may hold some of them). */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\s]/g;

/** `dati-mario.rossi@example.it.json`: the export's file, named after the person it concerns. */
export function exportFileName(email: string): string {
  return `dati-${email.replace(UNSAFE_IN_FILE_NAMES, '_')}.json`;
}

/** Saves `data` as a readable JSON file through the browser's download, without a round trip to a server. */
export function downloadJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL only keeps the data in memory from now on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
