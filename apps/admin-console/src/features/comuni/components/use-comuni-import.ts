import { useForm } from '@mantine/form';
import { useState } from 'react';
import { adminComuni as copy } from '@trovapro/copy';
import { notifyError, notifySuccess } from '@trovapro/ui';
import { actionErrorMessage } from '../../../lib/action-error.ts';
import type { ComuniImportBody, ComuniImportDiff } from '@trovapro/domain';
import { useApplyComuniImport, usePreviewComuniImport } from '../api/use-comuni-import.ts';
import { fileToBase64 } from '../utils/file-base64.ts';

export interface ComuniFiles {
  comuniFile: File | null;
  changesFile: File | null;
}

/** A dry run's answer with the very bytes it read: «Applica» sends those, not the files as they are by then. */
interface Preview {
  files: Omit<ComuniImportBody, 'apply'>;
  diff: ComuniImportDiff;
}

/**
 * The «Comuni ISTAT» screen's state and actions: the two files (kept after a refusal so one can be replaced), the dry
 * run and its diff (dropped as soon as a file changes: it would describe other files), the confirmation, the apply.
 */
export function useComuniImport() {
  const previewer = usePreviewComuniImport();
  const applier = useApplyComuniImport();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<ComuniFiles>({
    initialValues: { comuniFile: null, changesFile: null },
    validate: { comuniFile: (file) => (file ? null : copy.comuniFileRequired) },
    onValuesChange: () => {
      setPreview(null);
      setProblem(null);
    },
  });

  async function runPreview({ comuniFile, changesFile }: ComuniFiles) {
    if (!comuniFile) return;
    setProblem(null);
    setPreview(null);
    let files: Preview['files'];
    try {
      files = await encode(comuniFile, changesFile);
    } catch (failure) {
      setProblem(failure instanceof UnreadableFile ? copy.unreadableFile(failure.fileName) : copy.previewError);
      return;
    }
    try {
      const { diff } = await previewer.trigger(files);
      setPreview({ files, diff });
    } catch (failure) {
      // A wrong file is the API's 400 with its Italian reason: the files stay, so the admin replaces the wrong one.
      setProblem(actionErrorMessage(failure, copy.previewError));
    }
  }

  async function apply() {
    if (!preview) return;
    try {
      const result = await applier.trigger(preview.files);
      setConfirming(false);
      setPreview(null);
      form.reset();
      notifySuccess(copy.appliedTitle, result.applied ? copy.appliedMessage : copy.appliedNothing);
    } catch (failure) {
      setConfirming(false);
      notifyError(copy.applyErrorTitle, actionErrorMessage(failure, copy.applyError));
    }
  }

  return {
    form,
    submit: form.onSubmit((values) => void runPreview(values)),
    previewing: previewer.isMutating,
    problem,
    diff: preview?.diff ?? null,
    confirming,
    askToApply: () => setConfirming(true),
    cancelApply: () => setConfirming(false),
    apply: () => void apply(),
    applying: applier.isMutating,
  };
}

class UnreadableFile extends Error {
  readonly fileName: string;
  constructor(fileName: string) {
    super(`cannot read ${fileName}`);
    this.fileName = fileName;
  }
}

async function encodeOne(file: File): Promise<string> {
  try {
    return await fileToBase64(file);
  } catch {
    // The file was moved or deleted after it was chosen, or the browser may not read it.
    throw new UnreadableFile(file.name);
  }
}

async function encode(comuniFile: File, changesFile: File | null): Promise<Preview['files']> {
  return {
    comuniFile: await encodeOne(comuniFile),
    comuniFileName: comuniFile.name,
    ...(changesFile && { changesFile: await encodeOne(changesFile), changesFileName: changesFile.name }),
  };
}
