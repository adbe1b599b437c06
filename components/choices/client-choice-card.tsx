import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { preparedMessage, type EnquiryChoice } from "@/lib/portal/choices/list-choices";
import { LocalTime } from "@/components/time/time-zone";

const FORWARDED = {
  SENT: (provider: string) => `Passed to ${provider}: their specialist sees it on the enquiry.`,
  PENDING: (provider: string) => `Being passed to ${provider}…`,
  APPROVAL: (provider: string) => `Waiting for the client's approver: it goes to ${provider} once approved (see Approvals).`,
  DECLINED: () => "Declined by the client's approver: the client is asked to choose again (see Approvals).",
} as const;

const SAID = new Set(Object.keys(FORWARDED));

/** The clients' choices made on share links, and whether the provider has them; if not, a message to send. */
export function ClientChoiceCard({ choices, enquiry }: { choices: EnquiryChoice[]; enquiry: { serviceReference: string; clientReference: string } }) {
  if (choices.length === 0) return null;
  const [latest, ...earlier] = choices;
  return (
    <Card title="Client's choice" description="What the client chose on a share link. They can change it until an option is booked or the enquiry is closed.">
      <div className="flex flex-col gap-3 text-sm" data-testid="client-choice">
        <p className="text-slate-900">
          <span className="font-medium">{latest!.propertyName}</span> · {latest!.unitName}
          <span className="text-slate-600">
            {" "}
            · <LocalTime at={latest!.chosenAt} /> on the link ending …{latest!.linkHint}
          </span>
        </p>
        {latest!.note ? <blockquote className="border-l-2 border-slate-300 pl-3 whitespace-pre-line text-slate-700 wrap-anywhere">{latest!.note}</blockquote> : null}
        {SAID.has(latest!.forwarded) ? (
          <p className="text-slate-600" data-testid="choice-forwarded">
            {FORWARDED[latest!.forwarded as keyof typeof FORWARDED](latest!.provider.name)}
          </p>
        ) : (
          <div className="flex flex-col gap-2 rounded-md bg-amber-50 p-3 ring-1 ring-amber-600/25" data-testid="choice-message">
            <p className="text-amber-900">
              {latest!.forwarded === "UNSUPPORTED"
                ? `${latest!.provider.name} cannot take the client's choice through the API. Send them this message:`
                : `The choice could not be passed to ${latest!.provider.name} just now. Send them this message:`}
            </p>
            <pre className="font-sans text-sm whitespace-pre-wrap text-slate-900">{preparedMessage(enquiry, latest!)}</pre>
            <div>
              <CopyButton value={preparedMessage(enquiry, latest!)} label="Copy the message" copiedMessage="Message copied." />
            </div>
          </div>
        )}
        {earlier.length > 0 ? (
          <ul className="border-t border-slate-100 pt-2 text-slate-600" aria-label="Choices on other links">
            {earlier.map((c) => (
              <li key={c.linkHint + c.chosenAt.toISOString()}>
                {c.propertyName} · {c.unitName}, <LocalTime at={c.chosenAt} /> on the link ending …{c.linkHint}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
