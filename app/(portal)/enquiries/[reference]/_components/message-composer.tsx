"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_TYPES_IN_WORDS,
  attachmentsProblem,
  MAX_ATTACHMENTS_PER_MESSAGE,
  messageTextProblem,
} from "@/lib/contract/message-rules";
import { postMessageAction } from "../message-actions";
import { forgetMessageDraft, messageDraftKey, newDraft, readMessageDraft, writeMessageDraft, type MessageDraft } from "./message-draft";

type Values = { text: string; files: File[] };
type Errors = { text?: string; files?: string };

/** The composer's refusals before anything is sent, by the contract's rules (no zod in the page). */
function check(values: Values): Errors {
  const errors: Errors = {};
  const text = messageTextProblem(values.text);
  if (text) errors.text = text;
  const files = attachmentsProblem(values.files);
  if (files) errors.files = files;
  return errors;
}

type Props = {
  reference: string;
  organizationId: string;
  userId: string;
  connectionId: string;
  providerName: string;
  /** False when the provider takes no messages: the draft stays, Send is off. */
  canSend: boolean;
  onSent: () => void;
};

const CONTROL =
  "block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none";

/**
 * Writes to one provider. The text is kept as a draft in the tab until it is sent (a
 * reload, a failure or a refusal keeps it), with one idempotency key per draft. Files go
 * to the provider first, each through the portal, then the message names them. Every
 * refusal is said in words beside its field; a failure above Send.
 */
export function MessageComposer({ reference, organizationId, userId, connectionId, providerName, canSend, onSent }: Props) {
  const id = useId();
  const draftKey = messageDraftKey({ organizationId, userId, reference, connectionId });
  // The draft comes back after a reload (the composer renders in the browser only).
  const [first] = useState(() => readMessageDraft(draftKey) ?? newDraft());
  const draft = useRef<MessageDraft>(first);
  const uploaded = useRef(new Map<string, string>());
  const fileInput = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [values, setValues] = useState<Values>({ text: first.text, files: [] });
  const [errors, setErrors] = useState<Errors>({});
  // After the first Send, each change is checked again at once.
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // A second Send before the first has finished is ignored (the same draft's key would make it one message anyway).
  const inFlight = useRef(false);
  const change = (next: Values) => {
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  // Every change is kept, under the draft's one idempotency key.
  const keep = (text: string) => {
    draft.current = { text, idempotencyKey: draft.current.idempotencyKey };
    writeMessageDraft(draftKey, draft.current);
  };

  const send = async (values: Values) => {
    setFailure(null);
    setSent(false);
    const base = `/enquiries/${encodeURIComponent(reference)}/messages/${encodeURIComponent(connectionId)}/attachments`;
    const attachmentIds: string[] = [];
    for (const file of values.files) {
      const fileKey = `${file.name}:${file.size}:${file.lastModified}`;
      let attachmentId = uploaded.current.get(fileKey);
      if (!attachmentId) {
        const answer = await fetch(`${base}?filename=${encodeURIComponent(file.name)}`, { method: "POST", body: file, headers: { "content-type": "application/octet-stream" } }).catch(() => null);
        const body = answer ? ((await answer.json().catch(() => ({}))) as { id?: string; detail?: string }) : {};
        if (!answer || !answer.ok || !body.id) {
          const words = body.detail ?? `“${file.name}” could not be attached: the portal did not answer. Try again in a moment.`;
          if (answer && [400, 413].includes(answer.status)) setErrors({ files: words });
          else setFailure(words);
          return;
        }
        attachmentId = body.id;
        uploaded.current.set(fileKey, attachmentId);
      }
      attachmentIds.push(attachmentId);
    }
    const data = new FormData();
    data.set("reference", reference);
    data.set("connectionId", connectionId);
    data.set("text", values.text);
    data.set("idempotencyKey", draft.current.idempotencyKey);
    for (const attachmentId of attachmentIds) data.append("attachmentIds", attachmentId);
    const state = await postMessageAction({ status: "idle" }, data).catch(() => null);
    if (!state) return setFailure("The message was not sent: the portal did not answer. Your draft is kept; try again in a moment.");
    if (state.status === "error") {
      const onField = Object.entries(state.fieldErrors ?? {}).find(([name]) => name === "text" || name === "attachments");
      if (onField) setErrors({ [onField[0] === "text" ? "text" : "files"]: onField[1].join(" ") });
      else setFailure(`${state.message} Your draft is kept.`);
      return;
    }
    forgetMessageDraft(draftKey);
    draft.current = newDraft();
    uploaded.current.clear();
    if (fileInput.current) fileInput.current.value = "";
    setValues({ text: "", files: [] });
    setSubmitted(false);
    setSent(true);
    onSent();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (found.text || found.files) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await send(values);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const textError = errors.text;
  const filesError = errors.files;
  return (
    <form noValidate aria-label={`Message to ${providerName}`} onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea
          id={`${id}-text`}
          rows={3}
          name="text"
          value={values.text}
          onChange={(event) => {
            change({ ...values, text: event.target.value });
            keep(event.target.value);
          }}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
          className={`${CONTROL} ${textError ? "ring-red-400 focus:ring-red-600" : ""}`}
        />
        {textError ? (
          <p id={`${id}-text-error`} className="text-sm text-red-700">
            {textError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-files`} className="text-sm font-medium text-slate-800">
          Files
        </label>
        <input
          id={`${id}-files`}
          ref={fileInput}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          aria-invalid={filesError ? true : undefined}
          aria-describedby={`${id}-files-hint${filesError ? ` ${id}-files-error` : ""}`}
          onChange={(event) => change({ ...values, files: Array.from(event.target.files ?? []) })}
          className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
        />
        <p id={`${id}-files-hint`} className="text-sm text-slate-500">
          {ATTACHMENT_TYPES_IN_WORDS}, at most 10 MB each, up to {MAX_ATTACHMENTS_PER_MESSAGE}.
        </p>
        {filesError ? (
          <p id={`${id}-files-error`} className="text-sm text-red-700">
            {filesError}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 ring-inset">
          {failure}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={!canSend || submitting}>
          {submitting ? <Spinner /> : null}
          Send
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {sent ? `Sent to ${providerName}.` : !canSend ? "Your draft is kept here." : ""}
        </p>
      </div>
    </form>
  );
}
