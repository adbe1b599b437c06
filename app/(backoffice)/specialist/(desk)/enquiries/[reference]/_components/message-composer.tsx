"use client";

import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useToastingAction } from "@/components/ui/toaster";
import { ATTACHMENT_ACCEPT, ATTACHMENT_TYPES_IN_WORDS, attachmentsProblem, MAX_ATTACHMENTS_PER_MESSAGE, messageTextProblem } from "@/lib/contract/message-rules";
import { IDLE } from "@/lib/shared/action-state";
import { cn } from "@/lib/shared/cn";
import { postMessageAction } from "../actions";
import { useRefreshAfterRefusal } from "./move-form";

/** A chosen file, and its attachment's id once uploaded (a retry does not upload it again). */
type Chosen = { key: string; file: File; id?: string };
type Errors = { text?: string; files?: string; form?: string };

const newKey = () => crypto.randomUUID();

/** What is wrong with the chosen files before anything is sent, in words, or null. */
const checkFiles = (files: Chosen[]) => attachmentsProblem(files.map((chosen) => chosen.file));

/** Uploads one file for the message; its attachment's id, or the refusal in words. */
async function upload(reference: string, file: File): Promise<{ id: string } | { error: string }> {
  try {
    const res = await fetch(`/specialist/enquiries/${encodeURIComponent(reference)}/attachments?filename=${encodeURIComponent(file.name)}`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: file,
    });
    const body = (await res.json().catch(() => null)) as { data?: { id: string }; detail?: string; errors?: Record<string, string[]> } | null;
    if (res.ok && body?.data) return { id: body.data.id };
    if (res.status === 401) return { error: "Your session has ended: sign in again in another tab, then send." };
    const detail = body?.errors ? Object.values(body.errors).flat().join(" ") : (body?.detail ?? "The file could not be uploaded.");
    return { error: `${file.name}: ${detail}` };
  } catch {
    return { error: `${file.name} could not be uploaded: the connection failed. Try again.` };
  }
}

/**
 * The specialist's answer: a message and up to 5 files. Files go up first, each through the
 * back office's upload route, then the message names them. The draft (text, files, and the
 * key that makes a second click or a retry the same message) stays until the message is
 * sent, so every refusal can be mended and sent again.
 */
export function MessageComposer({ reference }: { reference: string }) {
  const [state, dispatch, sending] = useActionState(useToastingAction(postMessageAction), IDLE);
  useRefreshAfterRefusal(state);
  const [text, setText] = useState("");
  const [files, setFiles] = useState<Chosen[]>([]);
  const [draftKey, setDraftKey] = useState(newKey);
  const [local, setLocal] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const id = useId();

  // A sent message starts a new draft; a refusal keeps this one.
  const handled = useRef(0);
  useEffect(() => {
    if (state.status !== "success" || handled.current === state.at) return;
    handled.current = state.at;
    setText("");
    setFiles([]);
    setDraftKey(newKey());
    setLocal({});
  }, [state]);

  const server = state.status === "error" && !uploading ? state.fieldErrors : undefined;
  const errors: Errors = {
    text: local.text ?? server?.text?.join(" "),
    files: local.files ?? [...(server?.files ?? []), ...(server?.attachmentIds ?? [])].join(" "),
    form: local.form ?? (state.status === "error" && !server?.text && !server?.files && !server?.attachmentIds ? [state.message, ...(server?.form ?? []), ...(server?.idempotencyKey ?? [])].join(" ") : undefined),
  };
  const busy = uploading || sending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems: Errors = {};
    const textProblem = messageTextProblem(text);
    if (textProblem) problems.text = textProblem;
    const fileProblem = checkFiles(files);
    if (fileProblem) problems.files = fileProblem;
    setLocal(problems);
    if (problems.text || problems.files) return;

    setUploading(true);
    const uploaded: Chosen[] = [];
    for (const chosen of files) {
      if (chosen.id) {
        uploaded.push(chosen);
        continue;
      }
      const result = await upload(reference, chosen.file);
      if ("error" in result) {
        setFiles((now) => now.map((c) => uploaded.find((u) => u.key === c.key) ?? c));
        setLocal({ files: result.error });
        setUploading(false);
        return;
      }
      uploaded.push({ ...chosen, id: result.id });
    }
    setFiles(uploaded);
    setUploading(false);

    const data = new FormData();
    data.set("reference", reference);
    data.set("text", text);
    data.set("idempotencyKey", draftKey);
    for (const { id: attachmentId } of uploaded) data.append("attachmentIds", attachmentId!);
    startTransition(() => dispatch(data));
  }

  const describe = (name: keyof Errors, hint?: string) => [errors[name] ? `${id}-${name}-error` : null, hint].filter(Boolean).join(" ") || undefined;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Answer the agency" className="flex flex-col gap-4">
      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describe("text")}
          className={cn(
            "block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-inset focus:ring-2 focus:outline-none",
            errors.text ? "ring-2 ring-red-500 focus:ring-red-600" : "ring-1 ring-slate-300 focus:ring-brand-600",
          )}
        />
        {errors.text ? (
          <p id={`${id}-text-error`} className="text-sm text-red-700">
            {errors.text}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-files`} className="text-sm font-medium text-slate-800">
          Attach files
        </label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-invalid={errors.files ? true : undefined}
          aria-describedby={describe("files", `${id}-files-hint`)}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []).map((file) => ({ key: crypto.randomUUID(), file }));
            setFiles((now) => [...now, ...picked]);
            setLocal((now) => ({ ...now, files: undefined }));
            event.target.value = "";
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
        />
        <p id={`${id}-files-hint`} className="text-sm text-slate-500">
          {ATTACHMENT_TYPES_IN_WORDS}, at most 10 MB each, up to {MAX_ATTACHMENTS_PER_MESSAGE}.
        </p>
        {files.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm" aria-label="Files to send" data-testid="chosen-files">
            {files.map((chosen) => (
              <li key={chosen.key} className="flex flex-wrap items-center gap-2">
                <span className="wrap-anywhere text-slate-800">{chosen.file.name}</span>
                <Button variant="ghost" size="sm" onClick={() => setFiles((now) => now.filter((c) => c.key !== chosen.key))} disabled={busy} aria-label={`Remove ${chosen.file.name}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {errors.files ? (
          <p id={`${id}-files-error`} className="text-sm text-red-700">
            {errors.files}
          </p>
        ) : null}
      </div>

      <div>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? <Spinner /> : null}
          {uploading ? "Uploading…" : sending ? "Sending…" : "Send"}
        </Button>
      </div>
    </form>
  );
}
