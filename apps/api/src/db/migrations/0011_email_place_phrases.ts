import type { Kysely } from 'kysely';

// Landed migrations are never edited: add a new file instead.

/**
 * The built-in email texts said «… di {category} a {location}», so an email read «a Agnone» or
 * «a Non specificata». They now use `{inLocation}` (the place with its preposition, left out when
 * unknown). Templates that still hold the old built-in phrases get the new ones; an admin's own wording
 * is left as it is. The phrases are written out here, frozen, as they were shipped.
 */
const PHRASES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['Nuova richiesta di {category} a {location}', 'Nuova richiesta {inLocation}: {category}'],
  ['della categoria {category} nella zona {location}.', 'della categoria {category} {inLocation}.'],
  ['I contatti del cliente: {category} a {location}', 'I contatti del cliente: {category} {inLocation}'],
  ['per la richiesta {category} a {location} è arrivato', 'per la richiesta della categoria {category} {inLocation} è arrivato'],
];

const placeholdersOf = (...texts: string[]) => [
  ...new Set(texts.flatMap((text) => [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] as string))),
];

export async function up(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: string; subject: string | null; content: string }> = await db
    .selectFrom('templates')
    .select(['id', 'subject', 'content'])
    .where('type', '=', 'email')
    .execute();
  for (const row of rows) {
    let subject = row.subject ?? '';
    let content = row.content;
    for (const [from, to] of PHRASES) {
      subject = subject.replaceAll(from, to);
      content = content.replaceAll(from, to);
    }
    if (subject === (row.subject ?? '') && content === row.content) continue;
    await db
      .updateTable('templates')
      .set({ subject, content, variables: placeholdersOf(subject, content) })
      .where('id', '=', row.id)
      .execute();
  }
}
