import { invoiceCheckMessages } from '@trovapro/copy';
import { FATTURAPA_XSD, XMLDSIG_XSD } from './schema/files.generated.ts';

/**
 * Validation against the official FatturaPA 1.2.2 schema with libxml2 compiled to WebAssembly (libxml2-wasm):
 * no native build, no network. The schema's `xs:import` of the W3C xmldsig schema is answered from the
 * committed copy by an input provider that matches only that file's name (or its W3C address), so libxml2
 * never reaches for the network. The schema is compiled once per process, on first use.
 */

export type SchemaValidation = { valid: true } | { valid: false; errors: string[] };

type Libxml = typeof import('libxml2-wasm');
type Validator = InstanceType<Libxml['XsdValidator']>;

const SCHEMA_URL = 'trovapro-fatturapa/Schema_del_file_xml_FatturaPA_v1.2.2.xsd';
const XMLDSIG_NAMES = ['xmldsig-core-schema.xsd', 'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd'];

let compiled: Promise<{ lib: Libxml; validator: Validator }> | undefined;

async function compile(): Promise<{ lib: Libxml; validator: Validator }> {
  // Imported on first use: the WebAssembly module is instantiated only by a process that validates.
  const lib = await import('libxml2-wasm');
  const xmldsig = Buffer.from(XMLDSIG_XSD, 'utf8');
  const reads = new Map<number, number>();
  let nextHandle = 1;
  lib.xmlRegisterInputProvider({
    match: (filename) => XMLDSIG_NAMES.some((name) => filename === name || filename.endsWith(`/${name}`)),
    open: () => {
      const handle = nextHandle++;
      reads.set(handle, 0);
      return handle;
    },
    read: (handle, buffer) => {
      const offset = reads.get(handle);
      if (offset === undefined) return -1;
      const length = Math.min(buffer.byteLength, xmldsig.length - offset);
      buffer.set(xmldsig.subarray(offset, offset + length));
      reads.set(handle, offset + length);
      return length;
    },
    close: (handle) => reads.delete(handle),
  });
  const schema = lib.XmlDocument.fromBuffer(Buffer.from(FATTURAPA_XSD, 'utf8'), { url: SCHEMA_URL });
  try {
    return { lib, validator: lib.XsdValidator.fromDoc(schema) };
  } finally {
    schema.dispose();
  }
}

function loadValidator(): Promise<{ lib: Libxml; validator: Validator }> {
  compiled ??= compile().catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

/**
 * Validates a FatturaPA XML against the official schema. Invalid: libxml2's messages, each with its line
 * (in Italian words around libxml2's own English text, for the admin).
 */
export async function validateAgainstSchema(xml: string): Promise<SchemaValidation> {
  const { lib, validator } = await loadValidator();
  let doc: InstanceType<Libxml['XmlDocument']>;
  try {
    doc = lib.XmlDocument.fromString(xml);
  } catch (error) {
    if (error instanceof lib.XmlLibError && error.details.length > 0) {
      return { valid: false, errors: error.details.map((detail) => invoiceCheckMessages.notXml(detail.message.trim())) };
    }
    if (error instanceof lib.XmlError) return { valid: false, errors: [invoiceCheckMessages.notXml(error.message)] };
    throw error;
  }
  try {
    validator.validate(doc);
    return { valid: true };
  } catch (error) {
    if (error instanceof lib.XmlLibError && error.details.length > 0) {
      return { valid: false, errors: error.details.map((detail) => invoiceCheckMessages.schemaError(detail.line, detail.message.trim())) };
    }
    // libxml2 gave up without a diagnostic (e.g. an entity it does not expand): refused all the same.
    if (error instanceof lib.XmlError) return { valid: false, errors: [invoiceCheckMessages.schemaError(0, error.message)] };
    throw error;
  } finally {
    doc.dispose();
  }
}
